import { createHash } from "node:crypto";
import { normalise } from "./normalise";

export interface RepeatCounter {
  /** Counts this message and says how many times it was seen in the window, this time included. */
  seen(message: string): number;
}

/**
 * Identical messages in the last day, counted in memory by a digest of the normalised text (the
 * text itself is not kept). A campaign sending one text from many addresses shows up at once; a
 * person who sends the same question twice does not reach the limit. Per server instance: with
 * several instances each counts its own share, which still catches a campaign.
 */
export function createRepeatCounter(options: { windowMs?: number; maxEntries?: number; now?: () => number } = {}): RepeatCounter {
  const windowMs = options.windowMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const seen = new Map<string, number[]>();
  return {
    seen(message) {
      const at = now();
      const digest = createHash("sha256").update(normalise(message)).digest("base64url");
      const times = (seen.get(digest) ?? []).filter((t) => at - t < windowMs);
      times.push(at);
      seen.delete(digest);
      seen.set(digest, times);
      if (seen.size > maxEntries) seen.delete(seen.keys().next().value!);
      return times.length;
    },
  };
}
