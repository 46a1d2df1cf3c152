import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadTokenKey, tokenKeyFile } from "./token-key.server";

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "token-key-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the form token key", () => {
  it("FORM_TOKEN_KEY wins, and nothing is written", () => {
    const dir = join(scratch(), "data");
    expect(loadTokenKey(dir, "from-the-environment")).toEqual({ key: "from-the-environment" });
    expect(statSync(dir, { throwIfNoEntry: false })).toBeUndefined();
  });

  it("is made once in DATA_DIR (0600) and read back after a restart", () => {
    const dir = join(scratch(), "data");
    const first = loadTokenKey(dir);
    expect(first.warning).toBeUndefined();
    expect(statSync(join(dir, tokenKeyFile)).mode & 0o777).toBe(0o600);
    expect(loadTokenKey(dir)).toEqual({ key: first.key });
  });

  it("reads the key another process kept first", () => {
    const dir = scratch();
    writeFileSync(join(dir, tokenKeyFile), "k".repeat(43));
    expect(loadTokenKey(dir)).toEqual({ key: "k".repeat(43) });
  });

  it("DATA_DIR that is a file: a key for this process and a warning, at once (mkdir's EEXIST is no race)", () => {
    const file = join(scratch(), "file");
    writeFileSync(file, "x");
    const loaded = loadTokenKey(file);
    expect(loaded.key).toMatch(/^[\w-]{43}$/);
    expect(loaded.warning).toMatch(/could not keep the form token key .* \(EEXIST\).*set FORM_TOKEN_KEY/);
    expect(readFileSync(file, "utf8")).toBe("x");
  });
});
