import { describe, expect, it } from "vitest";
import { nextChecks } from "./checks";

const en = { title: "A case" };
const fr = { title: "Un cas" };
const nl = { title: "Een geval" };
const entry = { draft: { texts: { en, fr, nl } }, published: { en: {}, fr: {} }, checks: {} };

describe("translations kept in step", () => {
  it("marks each other published language to check when one language's text changes", () => {
    // Dutch is written but not published: nothing to check against yet.
    expect(nextChecks(entry, { texts: { en: { title: "A better case" }, fr, nl } })).toEqual({ fr: "en" });
  });

  it("lets a language go once its editor saves it, publishes it or leaves it unchanged", () => {
    const marked = { ...entry, checks: { fr: "en" as const } };
    expect(nextChecks(marked, { texts: { en, fr: { title: "Un meilleur cas" }, nl } })).toEqual({ en: "fr" });
    expect(nextChecks(marked, { texts: { en, fr, nl } }, "fr")).toEqual({});
    expect(nextChecks(marked, { texts: { en, fr, nl } })).toEqual({ fr: "en" });
  });
});
