import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { belgianHolidayTable } from "./holidays-rules";

describe("Belgium's public holidays kept beside the working clock", () => {
  it("are the date-holidays package's own, 2000 to 2100 (after an upgrade: node --import tsx scripts/holidays-be.ts)", async () => {
    const kept = JSON.parse(readFileSync(new URL("./holidays-be.json", import.meta.url), "utf8"));
    expect(kept).toEqual(await belgianHolidayTable());
  });

  it("are ten days each year (nine when two fall together: Ascension on 1 May 2008)", async () => {
    const { years } = await belgianHolidayTable();
    for (const days of Object.values(years)) expect(days.length).toBeGreaterThanOrEqual(9);
    expect(years["2008"]).toHaveLength(9);
  });
});
