import { describe, expect, it } from "vitest";
import { channelOf, groupedSource, rawSource, sourceLabel } from "./channels";

const o = (utmSource: string | null, utmMedium: string | null, referrerHost: string | null) => ({ utmSource, utmMedium, referrerHost });

describe("channels", () => {
  describe("groups a campaign source and a referrer host of the same site under one source", () => {
    it.each<[string | null, string | null, string | null, string]>([
      ["google", null, null, "google"],
      [null, null, "www.google.com", "google"],
      [null, null, "www.google.co.uk", "google"],
      ["LinkedIn", null, null, "linkedin"],
      [null, null, "www.linkedin.com", "linkedin"],
      [null, null, "lnkd.in", "linkedin"],
      [null, null, "blog.partner.be", "blog.partner.be"],
      [null, null, null, "(direct)"],
    ])("source %s, medium %s, host %s: %s", (source, medium, host, expected) => {
      expect(groupedSource(o(source, medium, host))).toBe(expected);
    });
  });

  describe("maps by medium first, then by the known source or host", () => {
    it.each<[string | null, string | null, string | null, string]>([
      ["google", "cpc", null, "paid"],
      ["linkedin", "paid_social", null, "paid"],
      ["newsletter", null, null, "email"],
      ["autumn-mailing", "email", null, "email"],
      ["linkedin", null, null, "social"],
      [null, null, "www.linkedin.com", "social"],
      [null, null, "l.facebook.com", "social"],
      ["google", null, null, "search"],
      [null, null, "www.bing.com", "search"],
      [null, null, "duckduckgo.com", "search"],
      [null, null, "blog.partner.be", "referral"],
      ["event-brussels", null, null, "other"],
      [null, null, null, "direct"],
    ])("source %s, medium %s, host %s: %s", (source, medium, host, expected) => {
      expect(channelOf(o(source, medium, host))).toBe(expected);
    });
  });

  it("keeps Google organic and Google Ads apart, as two sources written as a person writes them", () => {
    expect(groupedSource(o("google", "cpc", null))).toBe("google ads");
    expect(groupedSource(o("google", "organic", null))).toBe("google");
    expect(groupedSource(o("linkedin", "paid_social", null))).toBe("linkedin ads");
    expect(sourceLabel("google")).toBe("Google");
    expect(sourceLabel("google ads")).toBe("Google Ads");
    expect(sourceLabel("linkedin ads")).toBe("LinkedIn Ads");
    expect(sourceLabel("blog.partner.be")).toBe("blog.partner.be");
    expect(rawSource(o("google", "cpc", null))).toBe("google / cpc");
    expect(rawSource(o(null, null, "www.google.com"))).toBe("www.google.com");
    expect(rawSource(o(null, null, null))).toBe("(direct)");
  });
});
