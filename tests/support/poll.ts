/**
 * Waits for a condition that no event announces (another process's page, a peer's arrival list):
 * asks `check` every `intervalMs` until it gives a value, and fails with `failure()` once
 * `timeoutMs` has passed. The condition decides, never the time: on a busy machine it waits longer.
 */
import { setTimeout as pause } from "node:timers/promises";

export async function pollUntil<T>(
  check: () => T | undefined | Promise<T | undefined>,
  { timeoutMs, intervalMs, failure }: { timeoutMs: number; intervalMs: number; failure: () => string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(failure());
    await pause(intervalMs);
  }
}
