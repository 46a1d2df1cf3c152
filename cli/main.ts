/** `npm run contacts -- …` as a process (compiled to build/server/contacts.js): cli/contacts.ts's run. */
import { run } from "./contacts";

process.exitCode = await run(process.argv.slice(2));
