import { describe, expect, it } from "vitest";
import { checkFillToken, makeFillToken } from "./fill-token.server";

const key = "a server key";
const shown = Date.UTC(2026, 10, 25, 9, 0, 0);

describe("the fill-time token", () => {
  it("accepts its own token 4 s after the page was shown, and says how long it took", () => {
    expect(checkFillToken(key, makeFillToken(key, shown), shown + 4_000)).toEqual({ valid: true, ageMs: 4_000 });
  });

  it("is different on every page view", () => {
    expect(makeFillToken(key, shown)).not.toBe(makeFillToken(key, shown));
  });

  it("says too fast under 3 s, with the seconds", () => {
    expect(checkFillToken(key, makeFillToken(key, shown), shown + 800)).toEqual({
      valid: false,
      reason: { kind: "too-fast", seconds: 0.8 },
    });
  });

  it("says expired after a day (a page replayed from yesterday)", () => {
    const yesterday = makeFillToken(key, shown - 25 * 3_600_000);
    expect(checkFillToken(key, yesterday, shown)).toEqual({ valid: false, reason: { kind: "token-expired", hours: 25 } });
  });

  it("says forged for another key, an altered time, a future time and garbage; missing for none", () => {
    const token = makeFillToken(key, shown);
    const [v, , nonce, signature] = token.split(".");
    const altered = `${v}.${(shown - 60_000).toString(36)}.${nonce}.${signature}`;
    for (const forged of [
      makeFillToken("another key", shown),
      altered,
      makeFillToken(key, shown + 3_600_000),
      "v1.x.y.z",
      "nonsense",
      `${token}x`,
    ]) {
      expect(checkFillToken(key, forged, shown + 10_000), forged).toEqual({ valid: false, reason: { kind: "token-forged" } });
    }
    expect(checkFillToken(key, "", shown)).toEqual({ valid: false, reason: { kind: "token-missing" } });
    expect(checkFillToken(key, null, shown)).toEqual({ valid: false, reason: { kind: "token-missing" } });
  });

  it("tolerates clocks 120 s apart both ways for every rule: never forged, expired or too fast for it", () => {
    const ahead = (seconds: number) => makeFillToken(key, shown + seconds * 1000, "otherinst");
    // Another instance's clock 30 s (and 119 s) ahead: sent 4 s after the page, it is valid, its age unknown.
    expect(checkFillToken(key, ahead(30), shown + 4_000)).toEqual({ valid: true, ageMs: null });
    expect(checkFillToken(key, ahead(119), shown + 1_000)).toEqual({ valid: true, ageMs: null });
    expect(checkFillToken(key, ahead(121), shown)).toEqual({ valid: false, reason: { kind: "token-forged" } });
    // This process's clock stepped back 30 s between the page and the post.
    expect(checkFillToken(key, makeFillToken(key, shown + 30_000), shown + 2_000)).toEqual({ valid: true, ageMs: null });
    // Another instance's token 1 s old is not "too fast": its clock may be behind.
    expect(checkFillToken(key, makeFillToken(key, shown, "otherinst"), shown + 1_000)).toEqual({ valid: true, ageMs: null });
    // A day and 100 s: within the skew; a day and 121 s: expired.
    const day = 24 * 3_600_000;
    expect(checkFillToken(key, makeFillToken(key, shown - day - 100_000), shown)).toMatchObject({ valid: true });
    expect(checkFillToken(key, makeFillToken(key, shown - day - 121_000), shown)).toEqual({
      valid: false,
      reason: { kind: "token-expired", hours: 24 },
    });
  });
});
