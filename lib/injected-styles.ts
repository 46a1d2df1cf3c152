/**
 * Stylesheets a library adds to the page at run time, as CSP hash sources: sonner (the contact
 * form's notices) inserts its CSS in a <style> element, first empty, then filled. Without these
 * the policy would need style-src 'unsafe-inline'. Only in development now: the production island
 * links sonner's stylesheet as a file instead (scripts/vite-islands.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const hash = (css: string) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

export function injectedStyleHashes(): string[] {
  const source = readFileSync(createRequire(import.meta.url).resolve("sonner"), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error("sonner no longer inserts its CSS with __insertCSS: update lib/injected-styles.ts");
  return [hash(""), hash(JSON.parse(literal) as string)];
}
