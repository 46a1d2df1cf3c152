/** Belgium's holiday rules as the date-holidays package has them (for the script and the test, never the server). */
export async function belgiumRules() {
  const { data } = await import("date-holidays/data");
  return { version: data.version, license: data.license, holidays: { BE: data.holidays.BE }, names: data.names };
}
