/**
 * Writes app/platform/holidays-be.json: Belgium's rules from the date-holidays package (its
 * "BE" country and the holidays' names), the only country the working clock reads. The package's
 * data for every country costs the server about 26 MB of memory; these rules, a few kilobytes.
 * Run after upgrading date-holidays: `node --import tsx scripts/holidays-be.ts`
 * (app/platform/holidays-be.test.ts fails while the file and the package disagree).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { belgiumRules } from "../app/platform/holidays-rules";

const target = fileURLToPath(new URL("../app/platform/holidays-be.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(await belgiumRules(), null, 1)}\n`);
console.log(`written: ${target}`);
