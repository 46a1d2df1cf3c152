import { describe, expect, it } from "vitest";
import { channelOf, groupedSource, rawSource, sourceLabel } from "./channels";

/** A visit by its campaign source, campaign medium and referrer host. */
const o = (utmSource: string | null, utmMedium: string | null, referrerHost: string | null) => ({ utmSource, utmMedium, referrerHost });
type Visit = ReturnType<typeof o>;

describe("channels", () => {
  describe.each<{ rule: string; of: (visit: Visit) => string; expected: Record<string, Visit[]> }>([
    {
      rule: "groups a campaign source and a referrer host of the same site under one source",
      of: groupedSource,
      expected: {
        google: [o("google", null, null), o(null, null, "www.google.com"), o(null, null, "www.google.co.uk")],
        linkedin: [o("LinkedIn", null, null), o(null, null, "www.linkedin.com"), o(null, null, "lnkd.in")],
        "blog.partner.be": [o(null, null, "blog.partner.be")],
        "(direct)": [o(null, null, null)],
      },
    },
    {
      rule: "maps by medium first, then by the known source or host",
      of: channelOf,
      expected: {
        paid: [o("google", "cpc", null), o("linkedin", "paid_social", null)],
        email: [o("newsletter", null, null), o("autumn-mailing", "email", null)],
        social: [o("linkedin", null, null), o(null, null, "www.linkedin.com"), o(null, null, "l.facebook.com")],
        search: [o("google", null, null), o(null, null, "www.bing.com"), o(null, null, "duckduckgo.com")],
        referral: [o(null, null, "blog.partner.be")],
        other: [o("event-brussels", null, null)],
        direct: [o(null, null, null)],
      },
    },
  ])("$rule", ({ of, expected }) => {
    const cases = Object.entries(expected).flatMap(([result, visits]) => visits.map((visit) => [result, visit] as const));
    it.each(cases)("%s: %o", (result, visit) => {
      expect(of(visit)).toBe(result);
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
