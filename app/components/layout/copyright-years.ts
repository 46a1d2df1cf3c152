import { site } from "~/site";

/**
 * The footer's years: the spec's first year, then the current year in Brussels when it is later
 * ("2025–2026"); just "2025" in 2025. Rendered when the page is (the build or a publish).
 */
export function copyrightYears(now: Date = new Date(), first: number = site.copyrightYear): string {
  const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Brussels", year: "numeric" }).format(now));
  return year > first ? `${first}–${year}` : `${first}`;
}
