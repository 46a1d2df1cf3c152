import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/pages";
import { finishBuild } from "./scripts/build-steps";
import { casePagePaths, seedListings } from "./app/publishing/paths";

export default {
  ssr: true,
  subResourceIntegrity: true,
  // Every page is static HTML at build time, and so is the 404 page in each language; the server
  // renders only the contact action's responses.
  // The case studies' own pages too, from the seed (a server with other content renders its own at start).
  prerender: [...prerenderPaths(), ...casePagePaths(seedListings)],
  // The whole route manifest ships with the page: only the contact and desk pages hydrate, and
  // "lazy" discovery would watch every link of a hydrated page (a document-wide MutationObserver)
  // and fetch /__manifest after hydration, adding a main-thread task to the page's load.
  routeDiscovery: { mode: "initial" },
  // The rest of the build (404 files, sitemap, icons, share images, CSP hashes, compression, stamp):
  // one `npm run build`, nothing to run after it.
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
