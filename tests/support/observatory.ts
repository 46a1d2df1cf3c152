/**
 * The MDN HTTP Observatory's scan of a site on given ports (its own `scan` knows only 80 and 443):
 * its retriever, every one of its tests, and its grading. Run as a script, it prints the result as
 * JSON: `node --import tsx tests/support/observatory.ts HOST HTTP_PORT HTTPS_PORT` (Node reads
 * NODE_EXTRA_CA_CERTS at start-up, so a test runs it in a child process to trust its certificate).
 * Offline: the scanner's install script (which downloads the HSTS preload and TLD lists) is not
 * run; empty lists stand in for them.
 */
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export interface Scan {
  score: number;
  grade: string;
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

export async function observatory(hostname: string, httpPort: number, httpsPort: number): Promise<Scan> {
  const root = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  for (const [file, empty] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ] as const) {
    if (!existsSync(join(root, "conf", file))) writeFileSync(join(root, "conf", file), empty);
  }
  const load = (path: string) => import(pathToFileURL(join(root, "src", path)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
  const requests = await retrieve(hostname, { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error("the scanner could not reach the site");
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Scan["tests"] = {};
  for (const test of ALL_TESTS as Array<(r: unknown) => { result: string; pass: boolean; constructor: { name: string } }>) {
    const output = test(requests);
    const scoreModifier = getScoreModifier(output.result) as number;
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[(output.constructor as unknown as { name: string }).name] = { result: output.result, pass: output.pass, scoreModifier };
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved) as {
    score: number;
    grade: string;
  };
  return { score: final.score, grade: final.grade, tests };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [host = "localhost", http = "80", https = "443"] = process.argv.slice(2);
  console.log(JSON.stringify(await observatory(host, Number(http), Number(https))));
}
