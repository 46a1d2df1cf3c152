import { describe, expect, it } from "vitest";
import { seedCaseStudies } from "~/publishing/seed";
import { entryFileText, fileCollections, parseEntryFile } from "./content-files.server";

const cases = fileCollections.find((c) => c.folder === "case-studies")!;
const seed = seedCaseStudies()[0]!;
const entry = { slug: seed.shared.slug, position: 0, draft: seed, published: { en: { ...seed.shared, text: seed.texts.en! } } };

describe("an entry's file", () => {
  it("has the same bytes whatever order its keys came in, and reads back to the same entry", async () => {
    const text = entryFileText(entry);
    const reversed = JSON.parse(JSON.stringify(entry), (_k, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    );
    expect(entryFileText(reversed)).toBe(text);
    expect(text.endsWith("}\n")).toBe(true);
    const read = await parseEntryFile(cases, `${entry.slug}.json`, text);
    expect(read.ok && entryFileText(read.entry)).toBe(text);
  });

  it("names each bad field, and refuses unknown keys, a file named after another address and text that is not JSON", async () => {
    const bad = { ...entry, extra: 1, draft: { ...seed, shared: { ...seed.shared, tags: ["javascript"] } } };
    expect(await parseEntryFile(cases, "railway.json", JSON.stringify(bad))).toEqual({
      ok: false,
      issues: [
        { field: "draft.shared.tags.0", message: "tag" },
        { field: "extra", message: expect.stringContaining("Invalid key") },
      ],
    });
    expect(await parseEntryFile(cases, "other.json", entryFileText(entry))).toEqual({
      ok: false,
      issues: [{ field: "", message: "must be named railway.json, after its address" }],
    });
    const moved = { ...entry, published: { en: { ...entry.published.en, slug: "elsewhere" } } };
    expect(await parseEntryFile(cases, "railway.json", JSON.stringify(moved))).toEqual({
      ok: false,
      issues: [{ field: "published.en.slug", message: "must be the file's address, railway" }],
    });
    expect(await parseEntryFile(cases, "railway.json", "{")).toMatchObject({ ok: false, issues: [{ field: "" }] });
  });
});
