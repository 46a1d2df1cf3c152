/**
 * Runs before `npm start`: builds when there is no build yet, or when the build was made
 * for another SITE_URL (canonical and Open Graph URLs are baked into the HTML).
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { siteUrl } from "../app/site-url";

const wanted = siteUrl(process.env.SITE_URL);
let reason = "";
if (!existsSync("build/server/index.js") || !existsSync("build/stamp.json")) reason = "no build yet";
else {
  const stamp = JSON.parse(readFileSync("build/stamp.json", "utf8")) as { siteUrl?: string };
  if (stamp.siteUrl !== wanted) reason = `built for ${stamp.siteUrl}, SITE_URL is ${wanted}`;
}
if (reason) {
  console.log(`Building the site (${reason})…`);
  execSync("npm run build", { stdio: "inherit" });
}
