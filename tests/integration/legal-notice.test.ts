// @vitest-environment jsdom
/**
 * Issue 37: the legal notice, as built, names every fact article 2:20 of the Code of companies and
 * associations and III.25/III.74 of the Code of economic law ask for, each under its label, in the
 * three languages, from the one set of facts in app/site.ts; and the contact page's privacy banner
 * links, beside it, to the processors the notice lists.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { legalNotice as en } from "~/content/en/legal-notice";
import { legalNotice as fr } from "~/content/fr/legal-notice";
import { legalNotice as nl } from "~/content/nl/legal-notice";
import { contact as enContact } from "~/content/en/contact";
import { contact as frContact } from "~/content/fr/contact";
import { contact as nlContact } from "~/content/nl/contact";
import { href } from "~/i18n/href";
import { locales, type Locale } from "~/i18n/locale";
import { processorsAnchor } from "~/i18n/pages";
import { enterpriseNumberText, legalFormText, vatNumberText } from "~/legal-facts";
import { site } from "~/site";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");

const notice = { en, fr, nl };
const contact = { en: enContact, fr: frContact, nl: nlContact };

/** A prerendered page as a document. */
function built(path: string): Document {
  return new DOMParser().parseFromString(readFileSync(join(client, path, "index.html"), "utf8"), "text/html");
}

/** The editor card's rows: each label (dt) with its value (dd), as a visitor reads them. */
function editorRows(locale: Locale): Map<string, string> {
  const card = [...built(href("legalNotice", locale)).querySelectorAll("article")].find(
    (article) => article.querySelector("h2")?.textContent === notice[locale].editor.title,
  )!;
  const rows = new Map<string, string>();
  for (const dt of card.querySelectorAll("dt")) rows.set(dt.textContent!.trim(), dt.nextElementSibling!.textContent!.trim());
  return rows;
}

describe("the legal notice names the company as the law asks, in each language", () => {
  it.each(locales)("%s", (locale) => {
    const t = notice[locale].editor;
    const rows = editorRows(locale);
    expect(rows.get(t.company)).toBe(site.legalName);
    expect(rows.get(t.legalForm)).toBe(legalFormText(site.legalForm, locale));
    expect(rows.get(t.address)).toContain(`${site.address.postalCode} ${site.address.city[locale]}`);
    expect(rows.get(t.enterpriseNumber)).toBe(enterpriseNumberText(site.enterpriseNumber));
    expect(rows.get(t.register)).toBe(`${t.registerAbbreviation} ${site.registerCourt[locale]}`);
    expect(rows.get(t.vatNumber)).toBe(vatNumberText(site) ?? undefined);
    expect(rows.get(t.email)).toBe(site.email);
    expect(rows.has(t.supervisor)).toBe(site.supervisingAuthority !== null);
  });

  it("the labels say which number is which: the enterprise number (KBO/BCE), RPR/RPM, the VAT number", () => {
    expect([...editorRows("en").keys()]).toEqual(
      expect.arrayContaining(["Enterprise number (KBO/BCE)", "Register of legal entities", "VAT number"]),
    );
    expect([...editorRows("fr").keys()]).toEqual(
      expect.arrayContaining(["Numéro d’entreprise (BCE)", "Registre des personnes morales", "Numéro de TVA"]),
    );
    expect([...editorRows("nl").keys()]).toEqual(
      expect.arrayContaining(["Ondernemingsnummer (KBO)", "Rechtspersonenregister", "Btw-nummer"]),
    );
    expect(editorRows("en").get("Register of legal entities")).toMatch(/^RPR\/RPM /);
    expect(editorRows("fr").get("Registre des personnes morales")).toMatch(/^RPM /);
    expect(editorRows("nl").get("Rechtspersonenregister")).toMatch(/^RPR /);
  });
});

describe("beside the privacy banner, the processors the notice lists", () => {
  it.each(locales)("%s", (locale) => {
    const t = contact[locale].privacy;
    const page = built(href("contact", locale));
    const banner = [...page.querySelectorAll("section")].find((s) => s.querySelector("h2")?.textContent === t.title)!;
    // The spec's words stay as they are.
    expect(banner.textContent).toContain(t.text);
    const link = [...banner.querySelectorAll("a")].find((a) => a.textContent!.startsWith(t.processors))!;
    expect(link.getAttribute("href")).toBe(`${href("legalNotice", locale)}#${processorsAnchor}`);
    expect(link.textContent).toContain(site.hosting.name);
    expect(link.textContent).toContain(site.mailProvider.name);
    // The anchor is the notice's list of processors, which names the same two.
    const list = built(href("legalNotice", locale)).getElementById(processorsAnchor)!;
    const items = list.nextElementSibling!.nextElementSibling!.textContent!;
    expect(items).toContain(site.hosting.name);
    expect(items).toContain(site.mailProvider.name);
  });
});
