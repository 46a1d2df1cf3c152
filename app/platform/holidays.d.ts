// date-holidays-parser ships types its package.json "exports" does not name; what the clock uses.
declare module "date-holidays-parser" {
  export default class HolidaysParser {
    constructor(data: unknown, country: string);
    getHolidays(year: number): { date: string; type: string; name: string }[] | undefined;
  }
}
declare module "date-holidays/data" {
  export const data: { version: string; license: string; holidays: Record<string, unknown>; names: Record<string, unknown> };
}
