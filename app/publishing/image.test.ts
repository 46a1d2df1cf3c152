import { describe, expect, it } from "vitest";
import { caseMeta } from "./case-meta";
import { parseDraft } from "./case-study";
import { sharePath, variantName, variantPath } from "~/content/image";
import { seedCaseStudies } from "./seed";

const image = { id: "0123456789abcdef01234567", width: 1600, height: 900, widths: [480, 960, 1440] };

describe("an entry's image", () => {
  it("needs what it shows in each language written, said at that language's field", () => {
    const draft = structuredClone(seedCaseStudies()[0]!);
    const withImage = { ...draft, shared: { ...draft.shared, image } };
    const parsed = parseDraft(withImage);
    expect(parsed.ok ? [] : parsed.issues).toEqual(["en", "fr", "nl"].map((l) => ({ path: `texts.${l}.imageAlt`, issue: "required" })));
    for (const t of Object.values(withImage.texts)) t.imageAlt = "Un train";
    expect(parseDraft(withImage).ok).toBe(true);
    expect(parseDraft({ ...withImage, texts: { en: { ...withImage.texts.en, imageAlt: "x".repeat(251) } } }).ok).toBe(false);
  });

  it("refuses a reference that is not a content hash with sizes", () => {
    const draft = structuredClone(seedCaseStudies()[0]!);
    for (const bad of [
      { ...image, id: "../../etc/passwd" },
      { ...image, width: -1 },
      { ...image, widths: [] },
    ]) {
      expect(parseDraft({ ...draft, shared: { ...draft.shared, image: bad } }).ok).toBe(false);
    }
  });

  it("its variants' names are the only names /media answers", () => {
    expect(variantName.test(variantPath(image.id, 960, "avif").slice(7))).toBe(true);
    expect(variantName.test(sharePath(image.id).slice(7))).toBe(true);
    for (const name of ["", "index", `${image.id}-960.png`, `${image.id}.jpg`, `../${image.id}-960.jpg`])
      expect(variantName.test(name)).toBe(false);
  });

  it("gives the page its share image (og:image, twitter:image) with its size, only when there is one", () => {
    const view = { ...seedCaseStudies()[0]!.shared, text: { ...seedCaseStudies()[0]!.texts.en!, imageAlt: "A train" } };
    const without = caseMeta(view, "en", ["en"]);
    expect(without.some((m) => "property" in m && String(m.property).startsWith("og:image"))).toBe(false);
    expect(without).toContainEqual({ name: "twitter:card", content: "summary" });
    const tags = caseMeta({ ...view, image }, "en", ["en"]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: expect.stringMatching(new RegExp(`/media/${image.id}-1200x630\\.jpg$`)) },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: "A train" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: expect.stringMatching(/-1200x630\.jpg$/) },
      ]),
    );
  });
});
