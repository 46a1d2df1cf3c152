import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const notServer = {
  regex: "^(\\.\\./)+server(/|$)",
  message: "Only the Node server imports server/: move what is shared to lib/ or app/.",
};
const notCli = { regex: "^(\\.\\./)+cli(/|$)", message: "The app never imports the CLI: move what is shared to lib/." };
/** The app's features: a lower layer (platform, storage, content) never imports one; the feature passes in what it needs. */
const features = "(contact|conversation|delivery|access|desk|cms|visits|publishing|media|routes|components)";
const notFeature = {
  regex: `^(~/|(\\.\\./){2,})${features}/`,
  message: "Storage never imports a feature: the type or function belongs in storage, or the caller passes it in.",
};
/** Refuses imports of the rooms named (`a|b`), by `~/` or by a relative path. */
const notRooms = (rooms, message) => ({ regex: `(^~/(${rooms})/|^(\\.\\./)+(${rooms})/)`, message });
const notDesk = notRooms("access|desk|cms", "Services and platform never import access, the desk or the content engine: they call them.");
/** Access (sign-in, passkeys, sessions) sits below the desk and the content engine: they import it. */
const notAboveAccess = notRooms("desk|cms", "Access never imports the desk or the content engine: they import access.");
/** The content engine sits above the desk (it borrows the desk's layout and gate): the desk never imports it. */
const notCms = notRooms("cms", "The desk never imports the content engine: the server composes it (app/cms/cms.server.ts).");
/** A route asks its room's service, never the stores or other services directly. */
const notStores = {
  regex: "(^~|\\.\\.)/(storage/[a-z/-]+\\.server|delivery/|visits/[a-z-]+\\.server|contact/[a-z-]+\\.server)",
  allowTypeImports: true,
  message: "Desk routes call the desk's service (desk.leads, desk.actions), never the stores or services directly.",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layers: the app never reaches into the Node server or the CLI; build scripts never load the runtime server.
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts", "lib/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [notServer, notCli] }],
    },
  },
  // Features below the desk: the pipeline and the stores never depend on the desk's pages or logic.
  {
    files: ["app/delivery/**/*.{ts,tsx}", "app/visits/**/*.{ts,tsx}", "app/storage/**/*.{ts,tsx}", "app/platform/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [notServer, notCli, notDesk] }],
    },
  },
  // Storage by feature (requests, conversation, visits, operators, platform, migrations): each folder
  // reaches the others and the platform, never up into a feature.
  {
    files: ["app/storage/{requests,conversation,visits,operators,platform,migrations}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [notServer, notCli, notDesk, notFeature] }],
    },
  },
  // The languages and the page table are the ground: no page's words, head or facts (those import them).
  {
    files: ["app/i18n/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            notServer,
            notCli,
            notFeature,
            notRooms("content|seo", "i18n is below the pages' words and heads: they import it."),
            { regex: "^~/(legal-facts|site-identity)$", message: "i18n is below the site's facts: they import it." },
          ],
        },
      ],
    },
  },
  // Rooms above the layers: access below the desk, the desk below the content engine.
  {
    files: ["app/access/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [notServer, notCli, notAboveAccess] }] },
  },
  {
    files: ["app/desk/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [notServer, notCli, notCms] }] },
  },
  // Units a reader takes in at once (issue 21): no function over 80 lines of code in the app, the
  // server or the CLI, tests aside, and no exemption.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "cli/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // The desk's pages ask the desk's service (and access's, the content engine's theirs), never the
  // stores: no SQL, no database handle, no audit written from a route.
  {
    files: ["app/desk/routes/**/*.{ts,tsx}", "app/desk/lead/**/*.{ts,tsx}", "app/desk/inbox/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [notServer, notCli, notCms, notStores] }] },
  },
  {
    files: ["app/access/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [notServer, notCli, notAboveAccess, notStores] }] },
  },
  {
    files: ["app/cms/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [notServer, notCli, notStores] }] },
  },
  // Components render copy and props; data and side effects come from routes and services.
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+server(/|$)", message: "Only the Node server imports server/." },
            {
              regex: "(^~|\\.\\.)/(storage|delivery)/|\\.server$",
              message: "Components never import services or stores: pass data in from the route.",
            },
          ],
        },
      ],
    },
  },
);
