/**
 * Every prerendered document, judged by checkers nobody here wrote: the Nu Html Checker (the W3C
 * validator, vnu.jar, needs Java) and html-validate (rules in .htmlvalidate.json). Zero errors.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");
const documents = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(client, file));
const vnuJar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");

describe("HTML validity of every prerendered document", () => {
  it("covers every page in both languages and the 404 documents", () => {
    expect(documents.length).toBeGreaterThanOrEqual(28);
  });

  it("Nu Html Checker: no errors", () => {
    expect(spawnSync("java", ["-version"]).status, "Java is needed (Debian: default-jre-headless)").toBe(0);
    // One JVM for all documents; --exit-zero-always so the report, not the exit code, is read.
    const report = execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...documents], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
    const parsed = JSON.parse(report || "{\"messages\":[]}") as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = parsed.messages.filter((m) => m.type === "error").map((m) => `${relative(process.cwd(), m.url.replace(/^file:/, ""))}: ${m.message}`);
    expect(errors).toEqual([]);
  });

  it("html-validate: no errors", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors: string[] = [];
    for (const file of documents) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const m of result.messages) errors.push(`${relative(client, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
