import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/pages";

export default {
  ssr: true,
  // Every page is static HTML at build time; the server renders only the contact
  // action's responses and the 404 page.
  prerender: prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
