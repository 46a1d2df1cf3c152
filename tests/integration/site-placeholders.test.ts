/** `npm start` in production names every identity value still marked as placeholder (issue 18, item 7). */
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/site";
import { startServer, type RunningServer } from "../support/server";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "warn" });
});
afterAll(async () => {
  await server?.stop();
});

describe("start-up warnings about app/site.ts", () => {
  it("one warning per placeholder field, naming it and its value", () => {
    const warnings = server
      .output()
      .trim()
      .split("\n")
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { level?: number; msg?: string };
          return entry.level === 40 && entry.msg?.includes("placeholder") ? [entry.msg] : [];
        } catch {
          return [];
        }
      });
    expect(warnings).toHaveLength(site.placeholders.length);
    for (const field of site.placeholders) {
      expect(
        warnings.some((w) => w.includes(`${field} is still a placeholder`)),
        field,
      ).toBe(true);
    }
    expect(warnings.join("\n")).toContain(site.phone.tel);
  });
});
