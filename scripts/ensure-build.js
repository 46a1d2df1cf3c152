/* global process, console, URL */
/**
 * Runs before `npm start` (plain JavaScript: production runs no TypeScript loader). Builds when
 * there is no build yet, or when the build was made for another SITE_URL (canonical and Open Graph
 * URLs are baked into the HTML). The check itself is lib/build-output.ts, compiled with the server.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const check = new URL("../build/server/build-output.js", import.meta.url);
const reason = existsSync(check) ? (await import(check.href)).staleBuildReason(process.env.SITE_URL) : "no build yet";
if (reason) {
  console.log(`Building the site (${reason})…`);
  execSync("npm run build", { stdio: "inherit" });
}
