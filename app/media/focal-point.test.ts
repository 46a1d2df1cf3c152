import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { focalOfForm } from "./focal-form.server";
import { cropBox, focalClass, shareName } from "./focal-point";

const id = "0123456789abcdef01234567";

describe("the crop box around a focal point", () => {
  it("is the centre of the image by default, as large as the shape allows", () => {
    // 2000x2000 to 1200x630: the full width, 1050 high, centred.
    expect(cropBox({ width: 2000, height: 2000 })).toEqual({ left: 0, top: 475, width: 2000, height: 1050 });
    // 4000x1000 (wider than 1200x630): the full height, 1905 wide, centred.
    expect(cropBox({ width: 4000, height: 1000 })).toEqual({ left: 1048, top: 0, width: 1905, height: 1000 });
  });

  it("moves toward the point and stops at the image's edges", () => {
    expect(cropBox({ width: 2000, height: 2000 }, { x: 50, y: 0 })).toEqual({ left: 0, top: 0, width: 2000, height: 1050 });
    expect(cropBox({ width: 2000, height: 2000 }, { x: 50, y: 100 })).toEqual({ left: 0, top: 950, width: 2000, height: 1050 });
    expect(cropBox({ width: 2000, height: 2000 }, { x: 50, y: 40 })).toEqual({ left: 0, top: 275, width: 2000, height: 1050 });
    expect(cropBox({ width: 4000, height: 1000 }, { x: 0, y: 50 })).toEqual({ left: 0, top: 0, width: 1905, height: 1000 });
    expect(cropBox({ width: 4000, height: 1000 }, { x: 100, y: 100 })).toEqual({ left: 2095, top: 0, width: 1905, height: 1000 });
    expect(cropBox({ width: 4000, height: 1000 }, { x: 10, y: 50 })).toEqual({ left: 0, top: 0, width: 1905, height: 1000 });
  });

  it("stays inside a tiny image", () => {
    const box = cropBox({ width: 1, height: 1 }, { x: 100, y: 0 });
    expect(box).toEqual({ left: 0, top: 0, width: 1, height: 1 });
  });
});

describe("the focal point's names", () => {
  it("gives the share image a new name when the point moves", () => {
    expect(shareName(id)).toBe(`${id}-1200x630.jpg`);
    expect(shareName(id, { x: 50, y: 50 })).toBe(`${id}-1200x630.jpg`);
    expect(shareName(id, { x: 0, y: 100 })).toBe(`${id}-1200x630-0-100.jpg`);
  });

  it("positions a picture in steps of 5%, nothing at the centre", () => {
    expect(focalClass(undefined)).toBe("");
    expect(focalClass({ x: 12, y: 98 })).toBe("focal fx-10 fy-100");
    // The stylesheet has every step the classes name.
    const css = readFileSync("app/styles/app.css", "utf8");
    for (let n = 0; n <= 100; n += 5) {
      expect(css).toContain(`.fx-${n} {\n  --fx: ${n}%;`);
      expect(css).toContain(`.fy-${n} {\n  --fy: ${n}%;`);
    }
  });

  it("reads two whole numbers from 0 to 100", () => {
    const form = (x: string, y: string) => {
      const f = new FormData();
      f.set("image.focalX", x);
      f.set("image.focalY", y);
      return focalOfForm(f, "image");
    };
    expect(form("0", "100")).toEqual({ x: 0, y: 100 });
    expect(form("", "")).toEqual({ x: 50, y: 50 });
    expect(focalOfForm(new FormData(), "image")).toEqual({ x: 50, y: 50 });
    expect(form("101", "50")).toBe("refused");
    expect(form("-1", "50")).toBe("refused");
    expect(form("1.5", "50")).toBe("refused");
    expect(form("left", "50")).toBe("refused");
  });
});
