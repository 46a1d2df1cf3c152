/**
 * The services as the server starts them, reading a test's Dovecot (IMAP_URL), with their log lines
 * at hand: the mailbox's reader says how far it read ("mailbox read", `readUpTo`), which is what a
 * test waits for before it asserts that nothing more happened.
 */
import { vi } from "vitest";
import { createLogger } from "~/platform/log.server";
import { startServices, type Services } from "../../server/services";
import { testEnv } from "./env";

/** Polls `check` (vi.waitFor) until it gives a value, or fails after `ms` saying what was awaited. */
export function eventually<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: ms, interval: 100 },
  );
}

/** An instance of the services with its log lines at hand (the reader says how far it read). */
export interface ReaderInstance {
  services: Services;
  lines: string[];
  /** Resolves once this instance's reader has read the mailbox up to `uid`. */
  readUpTo(uid: number): Promise<void>;
}

/** Starts the services with these variables (testEnv's defaults beside them), logging at debug level into `lines`. */
export async function startReaderInstance(vars: Record<string, string | undefined>): Promise<ReaderInstance> {
  const lines: string[] = [];
  const logger = createLogger({ level: "debug", pretty: false, destination: { write: (line: string) => void lines.push(line) } });
  const services = await startServices(testEnv(vars), logger);
  return {
    services,
    lines,
    readUpTo: (uid) =>
      eventually(`a reading up to UID ${uid}`, async () =>
        lines.some((l) => {
          const entry = JSON.parse(l) as { msg?: string; readUpTo?: number };
          return entry.msg === "mailbox read" && (entry.readUpTo ?? 0) >= uid;
        }),
      ).then(() => undefined),
  };
}
