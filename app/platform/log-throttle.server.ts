/**
 * Whether a line about this client and matter should be logged now: at most once a minute each.
 * Refused requests are expected traffic (robots, stale tabs); one line a minute tells the operator
 * they happen without letting a stranger fill the log.
 */
const lastLogged = new Map<string, number>();
const intervalMs = 60_000;

export function logOncePerMinute(key: string, now = Date.now()): boolean {
  const last = lastLogged.get(key);
  if (last !== undefined && now - last < intervalMs) return false;
  lastLogged.set(key, now);
  if (lastLogged.size > 10_000) for (const [k, t] of lastLogged) if (now - t >= intervalMs) lastLogged.delete(k);
  return true;
}
