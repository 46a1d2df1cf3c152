import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { notFoundShells, prerenderPaths } from "./app/i18n/pages";

/**
 * The 404 documents were prerendered at internal paths (a prerender must answer 200): move each to
 * the file the server answers unknown paths with, and leave nothing at the internal path.
 */
function placeNotFoundPages(client: string) {
  for (const { path, file } of Object.values(notFoundShells)) {
    const rendered = join(client, path, "index.html");
    if (!existsSync(rendered)) throw new Error(`404 page not prerendered at ${path}`);
    renameSync(rendered, join(client, file));
    rmSync(join(client, path), { recursive: true, force: true });
    // The route's loader data, written for client navigations that no longer exist.
    rmSync(join(client, `${path}.data`), { force: true });
  }
}

/**
 * A hydrating page (the contact pages) loads the framework from its module script at the end of the
 * body. React Router also hints every module in the head as `modulepreload`, which the browser
 * fetches at high priority, in competition with the stylesheet and the font, delaying the first
 * paint on a slow connection (Lighthouse mobile: 96 with the hints, 100 without). The hints go:
 * the modules still load, right after the text, and the form works without them until then.
 */
function dropModulePreloads(client: string) {
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  for (const file of files) {
    const path = join(client, file);
    const html = readFileSync(path, "utf8");
    const stripped = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
    if (stripped !== html) writeFileSync(path, stripped);
  }
}

export default {
  ssr: true,
  subResourceIntegrity: true,
  // Every page is static HTML at build time, and so is the 404 page in each language; the server
  // renders only the contact action's responses.
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    placeNotFoundPages(client);
    dropModulePreloads(client);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
