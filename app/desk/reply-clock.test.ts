import { describe, expect, it } from "vitest";
import { defaultWorkingHours, parseWorkingHours } from "~/platform/working-time.server";
import { workingHoursWords } from "~/platform/working-hours-text";
import { ageText } from "./reply-clock";
import { deskWords } from "./words";

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
    const w = deskWords(language).hours;
    expect(ageText(ms, w)).toBe(age);
    expect(w.overdue(ageText(ms, w))).toBe(overdue);
  });
});

describe("WORKING_HOURS in words, in the reader's language (issue 47)", () => {
  const words = (hours: string, language: string) => workingHoursWords(parseWorkingHours(hours), language).replaceAll("\u00a0", " ");

  it.each([
    ["Mon-Thu 08:30-17:00, Fri 08:30-15:00", "en", "Monday to Thursday 8:30 to 17:00, Friday until 15:00"],
    ["Mon-Thu 08:30-17:00, Fri 08:30-15:00", "fr", "du lundi au jeudi de 8 h 30 à 17 h, le vendredi jusqu’à 15 h"],
    ["Mon-Thu 08:30-17:00, Fri 08:30-15:00", "nl", "maandag tot donderdag van 8.30 tot 17 uur, vrijdag tot 15 uur"],
    [defaultWorkingHours, "en", "Monday to Friday, 9:00 to 18:00"],
    [defaultWorkingHours, "fr", "du lundi au vendredi, de 9 h à 18 h"],
    [defaultWorkingHours, "nl", "maandag tot vrijdag, van 9 tot 18 uur"],
    ["Mon-Sun 00:00-23:59", "en", "every day, 0:00 to 23:59"],
    ["Mon-Sun 00:00-24:00", "fr", "tous les jours, de 0 h à 24 h"],
    ["Mon-Sun 00:00-23:59", "nl", "elke dag, van 0 tot 23.59 uur"],
    ["Wed 10:00-12:00", "en", "Wednesday, 10:00 to 12:00"],
    ["Wed 10:00-12:00", "fr", "le mercredi, de 10 h à 12 h"],
    ["Sat-Sun 10:00-16:00", "en", "Saturday and Sunday, 10:00 to 16:00"],
    ["Sat-Sun 10:00-16:00", "fr", "le samedi et le dimanche, de 10 h à 16 h"],
    ["Sat-Sun 10:00-16:00", "nl", "zaterdag en zondag, van 10 tot 16 uur"],
    ["Mon-Fri 09:00-18:00; Sat 10:00-12:00", "en", "Monday to Friday 9:00 to 18:00, Saturday 10:00 to 12:00"],
    ["Mon-Fri 09:00-18:00; Sat 10:00-12:00", "fr", "du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 12 h"],
    ["Mon-Fri 09:00-18:00; Sat 10:00-12:00", "nl", "maandag tot vrijdag van 9 tot 18 uur, zaterdag van 10 tot 12 uur"],
    // A day off in the middle: the days that share an opening are said together, Wednesday is not named.
    ["Mon-Tue 09:00-18:00, Thu-Fri 09:00-18:00", "en", "Monday, Tuesday, Thursday and Friday, 9:00 to 18:00"],
    ["Mon-Tue 09:00-18:00, Thu-Fri 09:00-18:00", "fr", "le lundi, le mardi, le jeudi et le vendredi, de 9 h à 18 h"],
    ["Mon-Wed 09:00-18:00, Fri 09:00-18:00", "nl", "maandag tot woensdag en vrijdag, van 9 tot 18 uur"],
    ["Mon 09:00-18:00, Tue 13:00-18:00, Wed 09:00-18:00", "en", "Monday and Wednesday 9:00 to 18:00, Tuesday 13:00 to 18:00"],
    ["Sat 10:00-12:00, Mon 09:00-18:00", "en", "Monday 9:00 to 18:00, Saturday 10:00 to 12:00"],
  ])("%s in %s: %s", (hours, language, expected) => {
    expect(words(hours, language)).toBe(expected);
  });

  it("says the default hours in English for a language it does not know, and never the raw setting", () => {
    expect(words(defaultWorkingHours, "de")).toBe("Monday to Friday, 9:00 to 18:00");
    for (const language of ["en", "fr", "nl"]) expect(words("Mon-Sun 00:00-23:59", language)).not.toMatch(/Mon|Sun|:59-/);
  });

  it("keeps the number and its unit together (no-break spaces)", () => {
    expect(workingHoursWords(parseWorkingHours("Mon-Thu 08:30-17:00, Fri 08:30-15:00"), "fr")).toContain("8\u00a0h\u00a030 à 17\u00a0h");
    expect(workingHoursWords(parseWorkingHours(defaultWorkingHours), "nl")).toContain("18\u00a0uur");
  });
});

describe("the report's definitions say the configured working hours (issue 47)", () => {
  /** Every definition of the report, as one text, with the hours in the reader's words. */
  const said = (language: string, hours: string) =>
    deskWords(language)
      .figures.definitions(24, workingHoursWords(parseWorkingHours(hours), language))
      .map(([, d]) => d)
      .join(" ")
      .replaceAll("\u00a0", " ");

  it("for a French, a Dutch and an English operator, with WORKING_HOURS set and by default", () => {
    const set = "Mon-Thu 08:30-17:00, Fri 08:30-15:00";
    expect(said("fr", set)).toContain(
      "(du lundi au jeudi de 8 h 30 à 17 h, le vendredi jusqu’à 15 h, heure de Bruxelles, jours fériés belges exclus)",
    );
    expect(said("nl", set)).toContain(
      "(maandag tot donderdag van 8.30 tot 17 uur, vrijdag tot 15 uur, Brusselse tijd, Belgische feestdagen",
    );
    expect(said("en", set)).toContain("(Monday to Thursday 8:30 to 17:00, Friday until 15:00, Brussels time, Belgian public holidays off)");
    expect(said("fr", defaultWorkingHours)).toContain("(du lundi au vendredi, de 9 h à 18 h, heure de Bruxelles");
    expect(said("nl", defaultWorkingHours)).toContain("(maandag tot vrijdag, van 9 tot 18 uur, Brusselse tijd");
    expect(said("en", defaultWorkingHours)).toContain("(Monday to Friday, 9:00 to 18:00, Brussels time");
    for (const language of ["en", "fr", "nl"])
      expect(said(language, set)).not.toMatch(/Monday to Friday|lundi au vendredi|maandag tot vrijdag/);
  });
});
