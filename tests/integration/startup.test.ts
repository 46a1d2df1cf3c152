/** What an operator sees when the configuration is wrong: one line naming the variable, exit 1. */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runServerToExit } from "../support/server";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

/** The message lines the server printed (JSON log lines are read for their msg). */
function messages(output: string): string[] {
  return output
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg ?? line);
      } catch {
        return line;
      }
    });
}

describe("start-up configuration errors", () => {
  const file = join(mkdtempSync(join(tmpdir(), "startup-file-")), "not-a-dir");
  writeFileSync(file, "");

  // PORT=0: any free port, were the server to get as far as listening (it must stop before).
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ["MAIL_TO not an address", { PORT: "0", MAIL_TO: "agency-at-example" }, /MAIL_TO must be an email address/],
    ["MAIL_FROM with a line break", { PORT: "0", MAIL_FROM: "Site <a@b.be>\nBcc: x@y.z" }, /MAIL_FROM/],
    [
      "HOST that does not resolve",
      { PORT: "0", HOST: "no-such-host.invalid" },
      /HOST no-such-host\.invalid is not an address of this machine/,
    ],
    ["DATA_DIR that is a file", { PORT: "0", DATA_DIR: file }, /DATA_DIR .*not-a-dir is a file, not a directory/],
    [
      "DATA_DIR under a file",
      { PORT: "0", DATA_DIR: join(file, "data") },
      /DATA_DIR .*not-a-dir\/data has a file where a directory should be/,
    ],
    [
      // Instances on one PostgreSQL would each sign pages with a key of their own (issue 34).
      "PostgreSQL without FORM_TOKEN_KEY",
      // Port 1 on loopback: nothing listens there, and the server refuses before it connects anyway.
      { PORT: "0", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      /FORM_TOKEN_KEY must be set with DATABASE_URL/,
    ],
  ];

  for (const [name, env, expected] of cases) {
    it(`${name}: one line naming it, exit 1, no stack trace`, async () => {
      const { code, output } = await runServerToExit(env);
      expect(code).toBe(1);
      const lines = messages(output).filter((l) => !/^NODE_ENV/.test(l));
      expect(
        lines.filter((l) => l.startsWith("Configuration error:")),
        output,
      ).toHaveLength(1);
      expect(lines.join("\n")).toMatch(expected);
      expect(output).not.toMatch(/^\s+at /m);
    });
  }

  // Root writes anywhere: as root, the server runs as nobody, for whom the folder is read-only
  // (when nobody can read the project: a checkout under a private home cannot run this case).
  const asRoot = process.getuid?.() === 0;
  const nobody = { uid: 65534, gid: 65534 };
  const nobodyCanRun =
    !asRoot || spawnSync(process.execPath, ["-e", "require('fs').accessSync('build/server/index.js')"], nobody).status === 0;
  it.skipIf(!nobodyCanRun)("DATA_DIR not writable: one line naming it, exit 1, nothing written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "startup-readonly-"));
    chmodSync(dir, 0o555);
    const { code, output } = await runServerToExit({ PORT: "0", DATA_DIR: dir }, asRoot ? nobody : {});
    expect(code, output).toBe(1);
    expect(messages(output).filter((l) => l.startsWith("Configuration error:"))).toEqual([
      `Configuration error: DATA_DIR ${dir} is not writable by this process`,
    ]);
    expect(output).not.toMatch(/^\s+at /m);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("PORT already in use: one line naming it, exit 1", async () => {
    const holder = createServer().listen(0, "127.0.0.1");
    await new Promise((r) => holder.once("listening", r));
    const { port } = holder.address() as AddressInfo;
    try {
      const { code, output } = await runServerToExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(messages(output).join("\n")).toMatch(new RegExp(`Configuration error: PORT ${port} is already in use on 127\\.0\\.0\\.1`));
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  });
});
