import { createHash } from "node:crypto";
import { normalise } from "./normalise";

export interface RepeatCounter {
  /** Counts this message from this sender; says how many senders sent it in the window, this one included. */
  seen(message: string, sender: string): number;
  /** How many senders sent it in the window, this one included, without counting this post yet. */
  peek(message: string, sender: string): number;
  /** Counts this post (after `peek`, once storage kept it: a dropped post never feeds the counter). */
  remember(message: string, sender: string): void;
}

/** At most this many texts are followed (the oldest seen forgotten first). */
export const repeatTexts = 20_000;
/**
 * At most this many senders are kept per text (the longest unseen forgotten first): a campaign is
 * one from its third sender on, so a text sent from 60,000 addresses costs no more than from 50.
 */
export const repeatSendersPerText = 50;

/**
 * Identical messages from different addresses in the last day, counted in memory by digests of
 * the normalised text and of the address (neither is kept). A campaign sending one text from many
 * addresses shows up at once; a person who sends the same question again, from the same address,
 * never does. Per server instance: with several instances each counts its own share, which still
 * catches a campaign. Bounded: `repeatTexts` texts, `repeatSendersPerText` senders each.
 */
export function createRepeatCounter(options: { windowMs?: number; maxEntries?: number; now?: () => number } = {}): RepeatCounter {
  const windowMs = options.windowMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? repeatTexts;
  const now = options.now ?? Date.now;
  const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);
  // Message digest → sender digest → when last seen (oldest first: a Map keeps insertion order).
  const seen = new Map<string, Map<string, number>>();

  function sendersOf(message: string, at: number): { key: string; senders: Map<string, number> } {
    const key = digest(normalise(message));
    const senders = seen.get(key) ?? new Map<string, number>();
    for (const [who, when] of senders) {
      if (at - when < windowMs) break;
      senders.delete(who);
    }
    return { key, senders };
  }

  function peek(message: string, sender: string): number {
    const { senders } = sendersOf(message, now());
    return senders.size + (senders.has(digest(sender.trim().toLowerCase())) ? 0 : 1);
  }

  function remember(message: string, sender: string): void {
    const at = now();
    const { key, senders } = sendersOf(message, at);
    const who = digest(sender.trim().toLowerCase());
    senders.delete(who);
    senders.set(who, at);
    if (senders.size > repeatSendersPerText) senders.delete(senders.keys().next().value!);
    seen.delete(key);
    seen.set(key, senders);
    if (seen.size > maxEntries) seen.delete(seen.keys().next().value!);
  }

  return {
    peek,
    remember,
    seen(message, sender) {
      const count = peek(message, sender);
      remember(message, sender);
      return count;
    },
  };
}
