import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrl } from "./app/site-url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // Canonical, Open Graph and hreflang URLs are baked into the prerendered HTML.
    __SITE_URL__: JSON.stringify(siteUrl(process.env.SITE_URL)),
  },
});
