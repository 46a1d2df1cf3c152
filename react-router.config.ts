import { existsSync, renameSync, rmSync } from "node:fs";
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

export default {
  ssr: true,
  // Every page is static HTML at build time, and so is the 404 page in each language; the server
  // renders only the contact action's responses.
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    placeNotFoundPages(join(reactRouterConfig.buildDirectory, "client"));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
