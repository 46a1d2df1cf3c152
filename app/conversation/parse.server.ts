/**
 * Runs the parse worker for one message at a time, with a time limit: a message whose reading
 * passes it ends the worker (and with it the reading); the next message gets a new one. The worker
 * is the built entry next to the server bundle, or this folder's source under a TypeScript loader.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { BounceReport, ParsedAnswer } from "./message.server";
import type { ParseJob } from "./parse-worker.server";

/** How long one message may take to read: a real answer takes milliseconds. */
export const parseTimeLimitMs = 10_000;

/** The worker: the built entry, or (development, tests) the source loaded through tsx's loader. */
function newWorker(options: WorkerOptions): Worker {
  const here = import.meta.url;
  const source = new URL("./parse-worker.server.ts", here);
  if (here.endsWith(".ts") && existsSync(fileURLToPath(source))) {
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
    return new Worker(boot, { ...options, eval: true });
  }
  // The bundle: this module is a chunk in build/server/assets/ (or the entry beside it).
  for (const candidate of ["../mail-parse.js", "./mail-parse.js"]) {
    const file = fileURLToPath(new URL(candidate, here));
    if (existsSync(file)) return new Worker(file, options);
  }
  throw new Error("the mail parse worker (mail-parse.js) is missing from the build");
}

export class ParseTimeout extends Error {}

export interface MailParser {
  answer(raw: Buffer): Promise<ParsedAnswer>;
  bounce(raw: Buffer): Promise<BounceReport>;
  close(): Promise<void>;
}

export function createMailParser(timeLimitMs = parseTimeLimitMs): MailParser {
  let worker: Worker | undefined;
  const spawn = () => {
    // A heap of its own, bounded: a message that needs more ends its reading, not the server.
    const made = newWorker({ resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 8 } });
    made.unref();
    return made;
  };
  const run = <T>(kind: ParseJob["kind"], raw: Buffer) =>
    new Promise<T>((resolve, reject) => {
      const w = (worker ??= spawn());
      const done = (fn: () => void) => {
        clearTimeout(timer);
        w.off("message", onMessage);
        w.off("error", onError);
        w.off("exit", onExit);
        fn();
      };
      const onMessage = (m: { ok: boolean; value?: T; error?: string }) =>
        done(() => (m.ok ? resolve(m.value as T) : reject(new Error(m.error ?? "the message could not be read"))));
      const onError = (error: Error) => done(() => ((worker = undefined), reject(error)));
      const onExit = () => done(() => ((worker = undefined), reject(new Error("the parse worker stopped"))));
      const timer = setTimeout(() => {
        done(() => {
          worker = undefined;
          void w.terminate();
          reject(new ParseTimeout(`reading the message took more than ${timeLimitMs / 1000} s`));
        });
      }, timeLimitMs);
      w.on("message", onMessage);
      w.once("error", onError);
      w.once("exit", onExit);
      w.postMessage({ kind, raw: new Uint8Array(raw) } satisfies ParseJob);
    });
  return {
    answer: (raw) => run<ParsedAnswer>("answer", raw),
    bounce: (raw) => run<BounceReport>("bounce", raw),
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
