import { describe, expect, it } from "vitest";
import { ageText, hoursWords } from "./hours-words";

describe("a lead's relative age in the desk's three languages", () => {
  it.each([
    ["en", 59 * 60_000, "59\u00a0min", "Overdue · 59\u00a0min"],
    ["en", 47 * 3_600_000, "47\u00a0h", "Overdue · 47\u00a0h"],
    ["en", 7 * 86_400_000, "7\u00a0d", "Overdue · 7\u00a0d"],
    ["fr", 3 * 3_600_000, "3\u00a0h", "En retard · 3\u00a0h"],
    ["fr", 2 * 86_400_000, "2\u00a0j", "En retard · 2\u00a0j"],
    ["nl", 3 * 3_600_000, "3\u00a0u", "Te laat · 3\u00a0u"],
    ["nl", 9 * 86_400_000, "9\u00a0d", "Te laat · 9\u00a0d"],
  ] as const)("%s: %d ms is %s", (language, ms, age, overdue) => {
    const w = hoursWords[language];
    expect(ageText(ms, w)).toBe(age);
    expect(w.overdue(ageText(ms, w))).toBe(overdue);
  });
});
