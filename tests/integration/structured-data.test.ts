/**
 * The schema.org data a search engine reads in each prerendered page: the agency on the home
 * pages, a Service on each service line's page, a breadcrumb trail on every inner page.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageAt, pages } from "~/i18n/pages";
import { locales, type Locale } from "~/i18n/locale";
import { site } from "~/site";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");

type Node = Record<string, unknown>;

const built = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("index.html"))
  .map((file) => {
    const path = `/${file.replace(/index\.html$/, "")}`.replace(/(.)\/$/, "$1");
    const html = readFileSync(join(client, file), "utf8");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const origin = new URL(canonical!).origin;
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
    return { path, page: pageAt(path), canonical: canonical!, origin, data };
  });

// The pages of the page table.
const documents = built.flatMap((d) => (d.page ? [{ ...d, page: d.page }] : []));
// The case studies' own pages (app/routes/case-study.tsx): /projects/<slug>, /fr/projets/<slug>, /nl/projecten/<slug>.
const caseStudyPages = built.filter((d) => /^\/(?:projects|fr\/projets|nl\/projecten)\/[a-z0-9-]+$/.test(d.path));

const find = (id: keyof typeof pages, locale: Locale) =>
  documents.find((d) => d.page.id === id && d.page.locale === locale && d.canonical.endsWith(pages[id][locale]))!;
const ofType = (data: Node[], type: string) => data.filter((node) => node["@type"] === type);

describe("structured data (JSON-LD)", () => {
  it("is valid JSON on every page of every language", () => {
    expect(documents.length).toBeGreaterThanOrEqual(39);
    for (const d of documents) for (const node of d.data) expect(node["@context"], d.path).toBe("https://schema.org");
  });

  it("home pages describe the agency: name, url, address, contact, one @id in every language", () => {
    const ids = new Set<unknown>();
    for (const locale of locales) {
      const d = find("home", locale);
      const path = d.path;
      const [org] = ofType(d.data, "ProfessionalService");
      expect(org, path).toBeDefined();
      expect(org).toMatchObject({ name: site.brand, legalName: site.legalName, email: site.email, url: d.canonical });
      expect(org!.address).toMatchObject({
        "@type": "PostalAddress",
        postalCode: site.address.postalCode,
        addressLocality: site.address.city[locale],
        addressCountry: "BE",
      });
      ids.add(org!["@id"]);
      expect(ofType(d.data, "BreadcrumbList")).toEqual([]);
    }
    expect(ids.size).toBe(1);
  });

  it.each(["labs", "pulse", "ops"] as const)("%s: a Service in each language, provided by the agency", (id) => {
    const orgId = ofType(find("home", "en").data, "ProfessionalService")[0]!["@id"];
    const names = new Set<unknown>();
    for (const locale of locales) {
      const d = find(id, locale);
      const services = ofType(d.data, "Service");
      expect(services).toHaveLength(1);
      const service = services[0]!;
      expect(service.name).toEqual(expect.stringContaining(id[0]!.toUpperCase() + id.slice(1)));
      expect(typeof service.description === "string" && service.description.length > 20).toBe(true);
      expect(service.url).toBe(d.canonical);
      expect(service.provider).toEqual({ "@id": orgId });
      names.add(service.description);
    }
    expect(names.size, "described in each language").toBe(3);
  });

  it.each(documents.filter((d) => d.page.id !== "home").map((d) => [d.path, d] as const))(
    "%s: a breadcrumb trail, home then the page, in its language",
    (_path, d) => {
      const trails = ofType(d.data, "BreadcrumbList");
      expect(trails).toHaveLength(1);
      const items = trails[0]!.itemListElement as Node[];
      expect(items.map((item) => item["@type"])).toEqual(["ListItem", "ListItem"]);
      expect(items.map((item) => item.position)).toEqual([1, 2]);
      expect(items.map((item) => item.item)).toEqual([`${d.origin}${pages.home[d.page.locale]}`, d.canonical]);
      for (const item of items) expect(typeof item.name === "string" && item.name.length > 0).toBe(true);
      expect(items[0]!.name).toBe({ en: "Home", fr: "Accueil", nl: "Startpagina" }[d.page.locale]);
    },
  );

  it("a case study's page: home, the projects page, then the case study by its title, in its language", () => {
    expect(caseStudyPages.length).toBeGreaterThanOrEqual(6);
    for (const d of caseStudyPages) {
      const locale: Locale = d.path.startsWith("/fr/") ? "fr" : d.path.startsWith("/nl/") ? "nl" : "en";
      const trails = ofType(d.data, "BreadcrumbList");
      expect(trails, d.path).toHaveLength(1);
      const items = trails[0]!.itemListElement as Node[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.map((item) => item.item)).toEqual([
        `${d.origin}${pages.home[locale]}`,
        `${d.origin}${pages.projects[locale]}`,
        d.canonical,
      ]);
      const html = readFileSync(join(client, d.path.slice(1), "index.html"), "utf8");
      expect(html, d.path).toContain(`>${items[2]!.name as string}</h1>`);
    }
  });
});
