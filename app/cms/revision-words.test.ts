import { describe, expect, it } from "vitest";
import { revisionDetails } from "./revision-detail";
import { revisionAction } from "./revision-words";

const shared = { slug: "a-post", date: "2026-11-30", author: "Anna", tags: [] };
const en = { title: "A post", summary: "In short.", body: "The text." };
const fr = { title: "Un article", summary: "En bref.", body: "Le texte." };

describe("a content revision in words (copy fixes, round 6)", () => {
  // Newest first, as the desk lists them.
  const revisions = [
    {
      action: "publish",
      draft: { shared, texts: { en: { ...en, title: "A better post", summary: "Shorter." }, fr } },
      published: { en: 2, fr: 1 },
    },
    {
      action: "save",
      draft: { shared, texts: { en: { ...en, title: "A better post", summary: "Shorter." }, fr } },
      published: { en: 1, fr: 1 },
    },
    { action: "publish", draft: { shared, texts: { en, fr } }, published: { en: 1, fr: 1 } },
    { action: "save", draft: { shared, texts: { en, fr } }, published: { en: 1 } },
    { action: "create", draft: { shared, texts: { en } }, published: {} },
  ];

  it("says which language a publish was for and which fields a save changed", () => {
    const said = (lang: string) =>
      revisionDetails(revisions, 20).map((detail, i) => revisionAction(revisions[i]!.action, detail, lang).replaceAll("\u00a0", " "));
    expect(said("en")).toEqual(["publish (English)", "save: title, summary", "publish (French)", "save (French)", "create"]);
    expect(said("fr")).toEqual([
      "publication (anglais)",
      "enregistrement : titre, résumé",
      "publication (français)",
      "enregistrement (français)",
      "création",
    ]);
    expect(said("nl")).toEqual([
      "gepubliceerd (Engels)",
      "opgeslagen: titel, samenvatting",
      "gepubliceerd (Frans)",
      "opgeslagen (Frans)",
      "aangemaakt",
    ]);
  });

  it("reads the last one shown against the one before it, and a shared field once", () => {
    const [first] = revisionDetails(revisions.slice(3), 1);
    expect(first).toEqual({ languages: ["fr"], fields: [] });
    const moved = revisionDetails(
      [{ action: "save", draft: { shared: { ...shared, date: "2026-12-01" }, texts: { en } }, published: {} }, revisions[4]!],
      1,
    );
    expect(revisionAction("save", moved[0]!, "en")).toBe("save: date");
    expect(revisionAction("something-new", { languages: [], fields: [] }, "en")).toBe("something-new");
  });
});
