// date-holidays ships no type for its data module; what scripts/holidays-be.ts reads of it.
declare module "date-holidays/data" {
  export const data: { version: string; license: string; holidays: Record<string, unknown>; names: Record<string, unknown> };
}
