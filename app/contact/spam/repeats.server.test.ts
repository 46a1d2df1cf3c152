import { describe, expect, it } from "vitest";
import { createRepeatCounter, repeatSendersPerText } from "./repeats.server";

describe("the repeat counter's bounds", () => {
  it("keeps at most a fixed number of senders per text and of texts, and a peek counts nothing", () => {
    let clock = 0;
    const counter = createRepeatCounter({ maxEntries: 3, now: () => clock });
    for (let i = 0; i < 500; i++) {
      clock++;
      counter.remember("Buy backlinks now", `sender${i}@spam.example`);
    }
    // Saturated at the bound: a campaign all the same (the rule needs 3).
    expect(counter.peek("Buy backlinks now", "someone@new.example")).toBe(repeatSendersPerText + 1);
    expect(counter.peek("Buy backlinks now", "someone@new.example")).toBe(repeatSendersPerText + 1);
    // Three more texts push the first one out.
    for (const text of ["a", "b", "c"]) counter.remember(text, "x@y.example");
    expect(counter.peek("Buy backlinks now", "someone@new.example")).toBe(1);
  });

  it("a post only peeked at (the rate limit dropped it) never counts", () => {
    const counter = createRepeatCounter();
    for (let i = 0; i < 10; i++) expect(counter.peek("same text", `p${i}@x.example`)).toBe(1);
    counter.remember("same text", "kept@x.example");
    expect(counter.peek("same text", "other@x.example")).toBe(2);
    expect(counter.peek("same text", "kept@x.example")).toBe(1);
  });
});
