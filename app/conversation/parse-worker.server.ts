/**
 * The parse worker (issue 44): a message's MIME is read here, in a worker thread, so no mail can
 * hold the server's event loop; the reader ends the worker when it takes longer than its limit.
 * Built as its own entry (build/server/mail-parse.js); in development and tests it runs from source.
 */
import { parentPort } from "node:worker_threads";
import { parseAnswer, readBounce } from "./message.server";

export type ParseJob = { kind: "answer" | "bounce"; raw: Uint8Array };

parentPort?.on("message", (job: ParseJob) => {
  const raw = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
  const work = job.kind === "bounce" ? Promise.resolve(readBounce(raw)) : parseAnswer(raw);
  work.then(
    (value) => parentPort?.postMessage({ ok: true, value }),
    (error: unknown) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
