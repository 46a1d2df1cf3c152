/** The report's period, from `?days=`: one of the periods offered, anything else the default (never an error). */
export const reportPeriods = [7, 30, 90] as const;
export const defaultPeriod = 30;

export function parseDays(value: string | null): number {
  const days = Number(value);
  return (reportPeriods as readonly number[]).includes(days) && value === String(days) ? days : defaultPeriod;
}
