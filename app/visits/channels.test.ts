import { describe, expect, it } from "vitest";
import { channelOf, groupedSource, rawSource, sourceLabel } from "./channels";

const o = (utmSource: string | null, utmMedium: string | null, referrerHost: string | null) => ({ utmSource, utmMedium, referrerHost });

describe("channels", () => {
  it("groups a campaign source and a referrer host of the same site under one source", () => {
    expect(groupedSource(o("google", null, null))).toBe("google");
    expect(groupedSource(o(null, null, "www.google.com"))).toBe("google");
    expect(groupedSource(o(null, null, "www.google.co.uk"))).toBe("google");
    expect(groupedSource(o("LinkedIn", null, null))).toBe("linkedin");
    expect(groupedSource(o(null, null, "www.linkedin.com"))).toBe("linkedin");
    expect(groupedSource(o(null, null, "lnkd.in"))).toBe("linkedin");
    expect(groupedSource(o(null, null, "blog.partner.be"))).toBe("blog.partner.be");
    expect(groupedSource(o(null, null, null))).toBe("(direct)");
  });

  it("maps by medium first, then by the known source or host", () => {
    expect(channelOf(o("google", "cpc", null))).toBe("paid");
    expect(channelOf(o("linkedin", "paid_social", null))).toBe("paid");
    expect(channelOf(o("newsletter", null, null))).toBe("email");
    expect(channelOf(o("autumn-mailing", "email", null))).toBe("email");
    expect(channelOf(o("linkedin", null, null))).toBe("social");
    expect(channelOf(o(null, null, "www.linkedin.com"))).toBe("social");
    expect(channelOf(o(null, null, "l.facebook.com"))).toBe("social");
    expect(channelOf(o("google", null, null))).toBe("search");
    expect(channelOf(o(null, null, "www.bing.com"))).toBe("search");
    expect(channelOf(o(null, null, "duckduckgo.com"))).toBe("search");
    expect(channelOf(o(null, null, "blog.partner.be"))).toBe("referral");
    expect(channelOf(o("event-brussels", null, null))).toBe("other");
    expect(channelOf(o(null, null, null))).toBe("direct");
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
