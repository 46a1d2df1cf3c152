import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { siteUrl } from "./app/site-url.ts";
import { missingLegalFacts } from "./app/legal-facts.ts";
import { islands } from "./scripts/vite-islands.ts";

const origin = siteUrl(process.env.SITE_URL);

/** The stylesheet's `__SITE_URL__` (links printed as absolute addresses) is the build's SITE_URL. */
const siteUrlInStylesheet: Plugin = {
  name: "site-url-in-stylesheet",
  enforce: "pre",
  transform(code, id) {
    if (id.split("?")[0]?.endsWith("/app/styles/app.css")) return code.replaceAll("__SITE_URL__", origin);
  },
};

/**
 * The build stops when app/site.ts lacks a fact the legal notice must give (article 2:20 of the
 * Code of companies and associations, III.74 of the Code of economic law: app/legal-facts.ts),
 * naming each one, rather than publish an incomplete notice. Not in development.
 */
const legalFacts: Plugin = {
  name: "legal-facts",
  apply: "build",
  buildStart() {
    const missing = missingLegalFacts();
    if (missing.length > 0) this.error(`the legal notice lacks a fact the law requires:\n${missing.join("\n")}`);
  },
};

/**
 * The server's code as V8 keeps it: every module's source stays in memory as a string, two bytes a
 * character as soon as one character is past Latin-1 (a typographic apostrophe in the words), so
 * the server bundle escapes such characters (\u2019) and leaves out the comments (JSDoc is for
 * the sources in the repository). About 1 MB less at start (docs/benchmarks.md, memory after start).
 */
const serverSourceShape = { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } } as const;

/**
 * Each server entry under its own name (build/server/contacts.js…): React Router names every
 * server entry index.js, and the bundler would number the others. Applied after its config.
 */
const serverEntryNames: Plugin = {
  name: "server-entry-names",
  configEnvironment(name) {
    if (name === "ssr") return { build: { rollupOptions: { output: { entryFileNames: "[name].js", ...serverSourceShape } } } };
  },
};

export default defineConfig({
  plugins: [
    legalFacts,
    siteUrlInStylesheet,
    tailwindcss(),
    reactRouter(),
    serverEntryNames,
    // The contact form's script in each language (app/contact/island/).
    islands(
      {
        "contact-en": "./app/contact/island/island.en.tsx",
        "contact-fr": "./app/contact/island/island.fr.tsx",
        "contact-nl": "./app/contact/island/island.nl.tsx",
      },
      { __SITE_URL__: JSON.stringify(origin) },
    ),
  ],
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Node server, which re-exports React Router's server build
  // (the shape of react-router-templates' custom Node server): one build, run by plain `node`.
  environments: {
    ssr: {
      // Compiled with the server, so production runs no TypeScript loader: the operator CLI
      // (`npm run contacts`) and the build check `npm start` runs first (scripts/ensure-build.js).
      build: {
        rollupOptions: {
          input: {
            index: "./server/index.ts",
            "server-build": "virtual:react-router/server-build",
            contacts: "./cli/main.ts",
            "build-output": "./lib/build-output.ts",
            // The mailbox's parse worker (a thread of its own: no mail holds the event loop).
            "mail-parse": "./app/conversation/parse-worker.server.ts",
          },
        },
      },
      // Bundled, so only the icons we use load: the whole icon package costs the server 45 MB.
      // The pure-ESM libraries the server imports at start, bundled too: one chunk instead of
      // hundreds of files for Node's module loader (kysely alone is 263), and only what is used
      // (docs/benchmarks.md, memory after start).
      resolve: { noExternal: ["lucide-react", "kysely", "zod", "hono", "@hono/node-server", "valibot", "luxon"] },
    },
  },
  define: {
    // Canonical, Open Graph and hreflang URLs are baked into the prerendered HTML.
    __SITE_URL__: JSON.stringify(origin),
  },
});
