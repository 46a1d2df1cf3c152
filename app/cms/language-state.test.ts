import { describe, expect, it } from "vitest";
import { contentWordsFor } from "./words";
import { languageStates, unpublishedChanges } from "./language-state";

const shared = { slug: "a-case", tags: "CRM, Email" };
const en = { title: "A case", description: "What it was." };
const fr = { title: "Un cas", description: "Ce que c’était." };

describe("each language's state on the content desk (copy fixes, round 6)", () => {
  it("says a published language has changes not yet published once a draft saved since differs", () => {
    const published = { en: { text: { description: "What it was.", title: "A case" }, tags: "CRM, Email", slug: "a-case" } };
    expect(languageStates({ draft: { shared, texts: { en, fr } }, published })).toEqual({ en: "published", fr: "draft", nl: "missing" });
    const saved = { shared, texts: { en: { ...en, title: "A better title" }, fr } };
    expect(languageStates({ draft: saved, published })).toEqual({ en: "changed", fr: "draft", nl: "missing" });
    // The tags are a set: the form posting them in another order changes nothing.
    const tagged = { en: { ...shared, tags: ["b2b", "crm"], text: en } };
    expect(languageStates({ draft: { shared: { ...shared, tags: ["crm", "b2b"] }, texts: { en } }, published: tagged }).en).toBe(
      "published",
    );
    // With what changed: the fields whose draft differs from the page.
    expect(unpublishedChanges({ draft: saved, published })).toEqual({ en: ["title"] });
    expect(unpublishedChanges({ draft: { shared: { ...shared, tags: "CRM" }, texts: { en } }, published })).toEqual({ en: ["tags"] });
    // A shared field changes every published language.
    expect(languageStates({ draft: { shared: { ...shared, tags: "CRM" }, texts: { en } }, published }).en).toBe("changed");
    // An article's published language carries the time it was modified: not a change.
    const article = { en: { ...shared, text: en, modified: "2026-11-30T10:00:00.000Z" } };
    expect(languageStates({ draft: { shared, texts: { en } }, published: article }).en).toBe("published");
  });

  it("in the operator's words", () => {
    const said = (lang: string) => {
      const w = contentWordsFor(lang);
      return w.stateOf(w.languages.en, w.state.changed);
    };
    expect(said("en")).toBe("English: published · changes not yet published");
    expect(said("fr")).toMatch(/publiée · modifications pas encore publiées$/);
    expect(said("nl")).toMatch(/gepubliceerd · wijzigingen nog niet gepubliceerd$/);
  });
});
