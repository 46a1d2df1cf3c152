/**
 * Writes app/platform/holidays-be.json: Belgium's national public holidays from 2000 to 2100 as
 * the date-holidays package computes them, the only holidays the working clock reads. The package
 * itself stays a development dependency: loaded by a server it would cost about 16 MB of memory.
 * Run after upgrading date-holidays: `node --import tsx scripts/holidays-be.ts`
 * (app/platform/holidays-be.test.ts fails while the file and the package disagree).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { belgianHolidayTable } from "../app/platform/holidays-rules";

const target = fileURLToPath(new URL("../app/platform/holidays-be.json", import.meta.url));
const table = await belgianHolidayTable();
// One year a line: the file stays short enough to read and to review in a diff.
const years = Object.entries(table.years).map(([year, days]) => `  ${JSON.stringify(year)}: ${JSON.stringify(days)}`);
writeFileSync(target, `{\n "source": ${JSON.stringify(table.source)},\n "years": {\n${years.join(",\n")}\n }\n}\n`);
console.log(`written: ${target}`);
