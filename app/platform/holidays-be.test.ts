import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { belgiumRules } from "./holidays-rules";

describe("Belgium's holiday rules kept beside the working clock", () => {
  it("are the date-holidays package's own (after an upgrade: node --import tsx scripts/holidays-be.ts)", async () => {
    const kept = JSON.parse(readFileSync(new URL("./holidays-be.json", import.meta.url), "utf8"));
    expect(kept).toEqual(await belgiumRules());
  });
});
