/** The Nu Html Checker (the W3C validator, vnu.jar, needs Java): its report on some documents, errors only. */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { z } from "zod";

const vnuJar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");

const nuReportSchema = z.object({
  messages: z.array(z.object({ type: z.string(), url: z.string().optional(), message: z.string(), subType: z.string().optional() })),
});

/**
 * The JVM compiles with its quick compiler only (C1): a run of a few seconds never earns back the
 * optimising compiler's work, which was half its CPU (the 53 built pages: 9.4 s of CPU against 4.2,
 * 5.0 s against 3.2 wall, the same report, 2026-12-02). C1's frames are deeper, and vnu's schema
 * overflows the default stack with them: hence the 16 MB stack.
 */
const jvm = ["-XX:TieredStopAtLevel=1", "-Xss16m", "-XX:+UseSerialGC"];

/**
 * One JVM for all documents; --exit-zero-always so the report, not the exit code, is read. vnu
 * writes its JSON report to stderr (stdout stays empty).
 */
export function nuCheck(files: string[]) {
  const run = spawnSync("java", [...jvm, "-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`vnu failed (${run.status}): ${run.stderr}`);
  return nuReportSchema.parse(JSON.parse(run.stderr));
}
