import { describe, expect, it } from "vitest";
import { attributionFromForm, attributionFromUrls, cleanUtm, sourceOf } from "./attribution";
import { emptyAttribution } from "../storage/requests/attribution";

const site = "https://www.agency.test";

describe("attribution from the page's URL and referrer", () => {
  it("a campaign landing on the contact page: its parameters, the contact page as landing path", () => {
    expect(attributionFromUrls(`${site}/contact?utm_source=newsletter`, null)).toEqual({
      ...emptyAttribution,
      utmSource: "newsletter",
      landingPath: "/contact",
    });
  });

  it("landing on /labs with a campaign, then the header's Contact link: the same-origin referrer carries it", () => {
    expect(attributionFromUrls(`${site}/contact`, `${site}/labs?utm_source=linkedin&utm_campaign=autumn`)).toEqual({
      ...emptyAttribution,
      utmSource: "linkedin",
      utmCampaign: "autumn",
      landingPath: "/labs",
    });
  });

  it("from a search engine: its host only, never its path or query", () => {
    const a = attributionFromUrls(`${site}/fr/contact`, "https://www.google.com/search?q=crm+agency");
    expect(a).toEqual({ ...emptyAttribution, referrerHost: "www.google.com", landingPath: "/fr/contact" });
    expect(JSON.stringify(a)).not.toContain("crm");
  });

  it("a same-origin referrer counts as this site when SITE_URL differs from the page's origin (behind a proxy)", () => {
    expect(attributionFromUrls("http://127.0.0.1:3000/contact", `${site}/labs?utm_source=x`, [site]).utmSource).toBe("x");
    expect(attributionFromUrls("http://127.0.0.1:3000/contact", `${site}/labs`).referrerHost).toBe("www.agency.test");
  });

  it("keeps only the five utm keys; values trimmed and cut to 100 characters; control and bidi characters refused", () => {
    const long = "é".repeat(150);
    const a = attributionFromUrls(
      `${site}/labs?utm_source=%20linkedin%20&utm_medium=${encodeURIComponent(long)}&utm_campaign=a%E2%80%AEb&utm_term=x%0Ay&utm_content=ok&utm_id=42&gclid=abc`,
      null,
    );
    expect(a.utmSource).toBe("linkedin");
    expect(a.utmMedium).toBe("é".repeat(100));
    expect(a.utmCampaign).toBeNull();
    expect(a.utmTerm).toBeNull();
    expect(a.utmContent).toBe("ok");
    expect(JSON.stringify(a)).not.toMatch(/42|abc|gclid|utm_id/);
  });

  it("a form's values are hostile: a bad host, path or choice is dropped, never an error", () => {
    const form: Record<string, string> = {
      utm_source: "linkedin",
      referrer_host: "evil.test/path?q=1",
      landing_path: "https://evil.test/x",
      heard_from: "tv",
    };
    expect(attributionFromForm((n) => form[n])).toEqual({ ...emptyAttribution, utmSource: "linkedin" });
    expect(attributionFromForm((n) => ({ landing_path: "/labs?x=1", heard_from: "event" })[n]).landingPath).toBeNull();
    expect(attributionFromForm((n) => ({ landing_path: "/fr/labs", heard_from: "event" })[n])).toEqual({
      ...emptyAttribution,
      landingPath: "/fr/labs",
      heardFrom: "event",
    });
    expect(cleanUtm("\u200fx")).toBeNull();
  });

  it("a lead's source: campaign source, else referrer host, else direct", () => {
    expect(sourceOf({ utmSource: "linkedin", referrerHost: "www.google.com" })).toBe("linkedin");
    expect(sourceOf({ utmSource: null, referrerHost: "www.google.com" })).toBe("www.google.com");
    expect(sourceOf({ utmSource: null, referrerHost: null })).toBe("(direct)");
  });
});
