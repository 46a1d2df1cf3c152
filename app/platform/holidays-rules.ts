/**
 * Belgium's national public holidays as the date-holidays package computes them (for the script
 * that writes app/platform/holidays-be.json and for its test, never the server: the package and
 * its parser cost a server about 16 MB of memory for ten dates a year).
 */
export const holidayYears = { first: 2000, last: 2100 } as const;

/** The package's version of its data, and each year's public holidays as YYYY-MM-DD (Brussels days). */
export async function belgianHolidayTable() {
  const { default: Holidays } = await import("date-holidays");
  const { data } = await import("date-holidays/data");
  const belgium = new Holidays("BE");
  const years: Record<string, string[]> = {};
  for (let year = holidayYears.first; year <= holidayYears.last; year++) {
    const days = (belgium.getHolidays(year) || []).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10));
    years[year] = [...new Set(days)].sort();
  }
  return { source: `date-holidays data ${data.version} (${data.license}), Belgium, type "public"`, years };
}
