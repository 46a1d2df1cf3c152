import { createHash } from "node:crypto";
import { normalise } from "./normalise";

export interface RepeatCounter {
  /** Counts this message from this sender; says how many senders sent it in the window, this one included. */
  seen(message: string, sender: string): number;
}

/**
 * Identical messages from different addresses in the last day, counted in memory by digests of
 * the normalised text and of the address (neither is kept). A campaign sending one text from many
 * addresses shows up at once; a person who sends the same question again, from the same address,
 * never does. Per server instance: with several instances each counts its own share, which still
 * catches a campaign.
 */
export function createRepeatCounter(options: { windowMs?: number; maxEntries?: number; now?: () => number } = {}): RepeatCounter {
  const windowMs = options.windowMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);
  // Message digest → sender digest → when last seen.
  const seen = new Map<string, Map<string, number>>();
  return {
    seen(message, sender) {
      const at = now();
      const key = digest(normalise(message));
      const senders = seen.get(key) ?? new Map<string, number>();
      for (const [who, when] of senders) if (at - when >= windowMs) senders.delete(who);
      senders.set(digest(sender.trim().toLowerCase()), at);
      seen.delete(key);
      seen.set(key, senders);
      if (seen.size > maxEntries) seen.delete(seen.keys().next().value!);
      return senders.size;
    },
  };
}
