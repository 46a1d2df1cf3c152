/* global process, console, URL */
/**
 * `npm run contacts -- …`: the operator CLI, compiled with the server by `npm run build` (plain
 * JavaScript: production runs no TypeScript loader). In a fresh clone, or beside `npm run dev`
 * (which builds nothing), there is no compiled CLI yet: it builds first, as `npm start` does. The
 * build's output goes to standard error, so a listing or export piped to a file holds only that.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const cli = new URL("../build/server/contacts.js", import.meta.url);
if (!existsSync(cli)) {
  console.error("contacts: no build yet, so building the site first (npm run build)…");
  execSync("npm run build", { stdio: ["ignore", process.stderr, "inherit"] });
}
await import(cli.href);
