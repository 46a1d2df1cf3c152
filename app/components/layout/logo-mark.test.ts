import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { logoMark, logoMarkSvg } from "./logo-mark";

describe("the brand mark", () => {
  it("public/favicon.svg, the source of every icon and Open Graph image, is the header's mark", () => {
    expect(readFileSync("public/favicon.svg", "utf8").trim()).toBe(logoMarkSvg());
  });
  it("is an N for Northwave (up, diagonal down, up), not the old M (up, down to the middle, up, down)", () => {
    // Was "M8 22V10l8 8 8-8v12": an M. The N's strokes: up the left, a diagonal to the bottom right, up the right.
    expect(logoMark.path).toMatch(/^M\d+(\.\d+)? \d+(\.\d+)?V\d+(\.\d+)?l\d+(\.\d+)? \d+(\.\d+)?v-\d+(\.\d+)?$/);
  });
});
