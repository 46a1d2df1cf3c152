/**
 * Islands: a page that is HTML and needs one part interactive (the contact form) loads a script
 * that hydrates that part alone, instead of the router's runtime and a whole-document hydration.
 *
 * The islands are a build of their own, run when the client build has written its files, into the
 * same assets folder: bundled with the client build, they shared its chunks, and a chunk the form
 * needed (the page table) also held a router hook, so the form's page loaded the whole router. The
 * server build then reads `virtual:islands` for each island's address, its integrity and its
 * stylesheets' (app/contact/island/contact-island.tsx renders them). In development, and in the
 * client build itself, the module is empty.
 */
import { createHash } from "node:crypto";
import { build, type Plugin, type Rolldown } from "vite";

type File = { src: string; integrity: string };
type Script = File & { styles: File[] };

const virtualId = "virtual:islands";
const resolvedId = `\0${virtualId}`;

const integrity = (code: string | Uint8Array) => `sha384-${createHash("sha384").update(code).digest("base64")}`;

/**
 * Sonner (the form's notices) carries its stylesheet as a string in its script and inserts it at
 * run time: 3 KiB gzip of the island's JavaScript. The island takes the same file
 * (sonner/dist/styles.css) as a stylesheet instead, linked when it hydrates; the call goes.
 */
const sonnerStylesAsFile: Plugin = {
  name: "islands:sonner-styles-as-file",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return;
    const call = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
    if (!call.test(code)) throw new Error("sonner no longer inserts its CSS with __insertCSS: update scripts/vite-islands.ts");
    return { code: code.replace(call, ""), map: null };
  },
};

/**
 * The island's address, integrity and stylesheets, from its build's output: one chunk (built with
 * code splitting off); a second chunk would load without integrity, so it fails the build.
 */
function scriptOf(output: Rolldown.RolldownOutput, base: string): Script {
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  const [chunk, ...others] = chunks;
  if (!chunk || others.length > 0) throw new Error(`an island must build to one file: ${chunks.map((c) => c.fileName).join(", ")}`);
  const assets = new Map(
    output.output.filter((item): item is Rolldown.OutputAsset => item.type === "asset").map((asset) => [asset.fileName, asset.source]),
  );
  const url = (file: string) => `${base}${file}`;
  return {
    src: url(chunk.fileName),
    integrity: integrity(chunk.code),
    styles: [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => ({ src: url(file), integrity: integrity(assets.get(file)!) })),
  };
}

/**
 * `entries`: each island's key (as the server looks it up) and its entry module; `define`: the
 * constants the app's code reads, as in the main build.
 */
export function islands(entries: Record<string, string>, define: Record<string, string>): Plugin {
  let scripts: Record<string, Script> = {};
  return {
    name: "islands",
    resolveId(id) {
      if (id === virtualId) return resolvedId;
    },
    load(id) {
      if (id !== resolvedId) return;
      const built = this.environment.name === "ssr" && this.environment.mode === "build" ? scripts : {};
      return `export const islands = ${JSON.stringify(built)};`;
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const config = this.environment.config;
      scripts = {};
      // One file per island (no shared chunk): one request, no waterfall of imports, and gzip
      // packs the texts with the code they belong to.
      for (const [key, entry] of Object.entries(entries)) {
        const output = (await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          plugins: [sonnerStylesAsFile],
          resolve: { tsconfigPaths: true },
          define,
          build: {
            outDir: options.dir,
            emptyOutDir: false,
            copyPublicDir: false,
            rollupOptions: {
              input: { [key]: entry },
              output: {
                codeSplitting: false,
                entryFileNames: "assets/island-[name]-[hash].js",
                assetFileNames: "assets/island-[hash][extname]",
              },
            },
          },
        })) as Rolldown.RolldownOutput;
        scripts[key] = scriptOf(output, config.base);
      }
    },
  };
}
