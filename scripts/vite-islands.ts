/**
 * Islands: a page that is HTML and needs one part interactive (the contact form) loads a script
 * that hydrates that part alone, instead of the router's runtime and a whole-document hydration.
 *
 * The islands are a build of their own, run when the client build has written its files, into the
 * same assets folder: bundled with the client build, they shared its chunks, and a chunk the form
 * needed (the page table) also held a router hook, so the form's page loaded the whole router. The
 * server build then reads `virtual:islands` for each island's address, its integrity and the
 * integrity of every chunk it imports, as app/contact/island/contact-island.tsx renders them. In
 * development, and in the client build itself, the module is empty.
 */
import { createHash } from "node:crypto";
import { build, type Plugin, type Rolldown } from "vite";

type Script = { src: string; integrity: string; imports: { src: string; integrity: string }[] };

const virtualId = "virtual:islands";
const resolvedId = `\0${virtualId}`;

const integrity = (code: string) => `sha384-${createHash("sha384").update(code).digest("base64")}`;

/** Each island's address, integrity and chunks, from the islands' build output. */
function scriptsOf(output: Rolldown.RolldownOutput, base: string): Record<string, Script> {
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const url = (file: string) => `${base}${file}`;
  const scripts: Record<string, Script> = {};
  for (const chunk of chunks.filter((c) => c.isEntry)) {
    const seen = new Set<string>();
    const walk = (file: string) => {
      for (const child of byFile.get(file)?.imports ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        walk(child);
      }
    };
    walk(chunk.fileName);
    scripts[chunk.name] = {
      src: url(chunk.fileName),
      integrity: integrity(chunk.code),
      imports: [...seen].map((file) => ({ src: url(file), integrity: integrity(byFile.get(file)!.code) })),
    };
  }
  return scripts;
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
      const output = (await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        resolve: { tsconfigPaths: true },
        define,
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: {
            input: entries,
            output: { entryFileNames: "assets/island-[name]-[hash].js", chunkFileNames: "assets/island-[name]-[hash].js" },
          },
        },
      })) as Rolldown.RolldownOutput;
      scripts = scriptsOf(output, config.base);
      const missing = Object.keys(entries).filter((key) => !scripts[key]);
      if (missing.length > 0) throw new Error(`islands missing from their build: ${missing.join(", ")}`);
    },
  };
}
