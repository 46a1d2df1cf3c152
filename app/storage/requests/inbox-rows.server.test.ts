import { describe, expect, it } from "vitest";
import { snippetOf } from "./inbox-rows.server";

describe("an inbox row's snippet (copy fixes, round 6)", () => {
  it("ends with one ellipsis, never after a full stop, a comma or another ellipsis", () => {
    const sentence = "We send our newsletters from HubSpot today and want to move them to Klaviyo.";
    expect(snippetOf(`${sentence} Could you help us with the migration?`, sentence.length + 2)).toBe(sentence.slice(0, -1) + "…");
    expect(snippetOf(`${"word ".repeat(10)}then, more words follow here`, 56)).toBe(`${"word ".repeat(10)}then…`);
    expect(snippetOf(`${"word ".repeat(10)}then... more words follow here`, 59)).toBe(`${"word ".repeat(10)}then…`);
    expect(snippetOf(`${"word ".repeat(10)}then… more words follow here`, 57)).toBe(`${"word ".repeat(10)}then…`);
  });

  it("keeps a short message whole, its own full stop included", () => {
    expect(snippetOf("Hello,\n  we use Klaviyo.")).toBe("Hello, we use Klaviyo.");
  });

  it("cuts a long word where it must", () => {
    expect(snippetOf("x".repeat(200), 90)).toBe(`${"x".repeat(90)}…`);
  });
});
