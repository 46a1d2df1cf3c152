/**
 * Every prerendered document, judged by checkers nobody here wrote: the Nu Html Checker (the W3C
 * validator, vnu.jar, needs Java) and html-validate (rules in .htmlvalidate.json). Zero errors.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { allPagePaths, badRequestShells, notFoundShells } from "~/i18n/pages";
import { nuCheck } from "../support/nu-check";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");
const htmlIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(dir, file));
/** The documents served, then the same pages with the booking link, set aside for BOOKING_URL. */
const served = htmlIn(client);
const documents = [...served, ...htmlIn("build/booking")];
describe("HTML validity of every prerendered document", () => {
  it("covers every page in every language (Dutch included) and the 404 and 400 documents", () => {
    const errorDocuments = Object.keys(notFoundShells).length + Object.keys(badRequestShells).length;
    expect(served.length).toBeGreaterThanOrEqual(allPagePaths().length + errorDocuments);
    for (const file of ["nl/index.html", "nl/pakketten/index.html", "nl/juridische-informatie/index.html", "nl/404.html", "nl/400.html"]) {
      expect(served).toContain(join(client, file));
    }
  });

  it("Nu Html Checker: reports an invalid document (the check can fail)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const invalid = join(dir, "invalid.html");
    writeFileSync(
      invalid,
      '<!doctype html><html lang="en"><head><title>x</title></head><body><span><div>x</div></span><script made-up="">1</script></body></html>',
    );
    const errors = nuCheck([invalid]).messages.filter((m) => m.type === "error");
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it("Nu Html Checker: no errors", () => {
    expect(spawnSync("java", ["-version"]).status, "Java is needed (Debian: default-jre-headless)").toBe(0);
    // One JVM for all documents; --exit-zero-always so the report, not the exit code, is read.
    // vnu writes its JSON report to stderr (stdout stays empty: reading it, this test could never
    // fail). Seen failing once the report was read from stderr, on the contact pages'
    // `<script rr-importmap="" type="importmap">`; the test above proves it fails on a bad document.
    const parsed = nuCheck(documents);
    const errors = parsed.messages
      .filter((m) => m.type === "error")
      .map((m) => `${relative(process.cwd(), (m.url ?? "").replace(/^file:/, ""))}: ${m.message}`);
    expect(errors).toEqual([]);
  });

  it("html-validate: reports an invalid document with the project's rules (the check can fail)", async () => {
    // The same configuration as below (.htmlvalidate.json, found from the file's path): an element
    // in a place it may not be, a duplicate id and an image without alt text.
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><span><div id="a">x</div></span><p id="a"><img src="x.png"></p></body></html>',
      join(client, "invalid.html"),
    );
    const rules = report.results.flatMap((result) => result.messages.map((m) => m.ruleId));
    expect(rules).toEqual(expect.arrayContaining(["element-permitted-content", "no-dup-id", "wcag/h37"]));
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
