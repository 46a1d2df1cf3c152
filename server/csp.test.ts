import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../lib/build-output";
import { contentSecurityPolicy } from "./csp";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("CSP for prerendered pages", () => {
  it("hashes each inline script body exactly, and skips external scripts", () => {
    const html = `<script>a()</script><script type="module">import "x";\n</script><script src="/assets/e.js"></script><script async="" src="/x.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x";\n')]);
  });

  it("never allows inline scripts wholesale", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("nothing inline for styles either: this origin only in production", () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("style-src 'self';");
  });

  it("in development, also the hashed <style> sonner inserts (empty, then filled)", () => {
    const styles = contentSecurityPolicy([], { injectedStyles: true }).match(/style-src[^;]*/)?.[0] ?? "";
    expect(styles).not.toContain("unsafe-inline");
    expect(styles.split(" ").filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
  });
});
