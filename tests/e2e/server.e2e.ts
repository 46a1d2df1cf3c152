import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { tokenField } from "../support/form-token";

// The file's server, default settings, its own: the file sends contact requests, reads the
// server's output and, last, stops it (the shared server must stay as it is for the other files).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("the production server", () => {
  it("sends the security headers on pages, assets and 404s", async () => {
    // Only the contact page loads script files.
    const html = await (await get("/contact")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const path of ["/", "/fr/offres", asset!, "/no-such-page"]) {
      const res = await get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      if (res.headers.get("content-type")?.startsWith("text/html")) {
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("form-action 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toMatch(/script-src 'self' '(sha256|nonce)-/);
        expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
      }
      const hsts = Number(res.headers.get("strict-transport-security")?.match(/max-age=(\d+)/)?.[1]);
      expect(hsts).toBeGreaterThanOrEqual(15_552_000);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toBeTruthy();
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers the icons, the manifest and the share images a page's head names, each with its content type", async () => {
    for (const path of ["/", "/fr/legal-notice"]) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const linked = [...head.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => m[2]!);
      const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(head)![1]!).pathname;
      const expected: Record<string, string> = {
        "/favicon.ico": "image/x-icon",
        "/favicon.svg": "image/svg+xml",
        "/apple-touch-icon.png": "image/png",
        "/site.webmanifest": "application/manifest+json",
        [image]: "image/png",
      };
      expect(new Set([...linked, image])).toEqual(new Set(Object.keys(expected)));
      for (const [file, type] of Object.entries(expected)) {
        const res = await get(file);
        expect(res.status, file).toBe(200);
        expect(res.headers.get("content-type"), file).toBe(type);
      }
    }
  });

  it("caches hashed assets for a year and revalidates HTML", async () => {
    const html = await (await get("/labs")).text();
    const asset = html.match(/\/assets\/[^"]+\.(js|css)/)![0];
    expect((await get(asset)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await get("/labs");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const etag = page.headers.get("etag")!;
    expect((await get("/labs", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("compresses with Brotli or gzip as the client accepts", async () => {
    const br = await get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers the 404 page with status 404, also under /fr", async () => {
    for (const [path, title] of [
      ["/nope", "Oops! Page not found"],
      ["/fr/nope", "Oups\u00a0! Page introuvable"],
      ["/labs/extra", "Oops! Page not found"],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(title);
    }
  });

  it("gives a plain 404 for unknown assets", async () => {
    const res = await get("/assets/missing-abc123.js");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not Found");
  });

  it("redirects a trailing slash once, without loops, and serves the French home with or without it", async () => {
    const res = await get("/labs/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/labs");
    expect((await get("/fr")).status).toBe(200);
    expect((await get("/fr/")).status).toBe(200);
  });

  it("refuses dotfiles, dot segments and methods pages do not take", async () => {
    for (const path of ["/.env", "/.git/config", "/assets/../server/main.ts", "/%2e%2e/package.json"]) {
      expect((await get(path)).status).toBeGreaterThanOrEqual(400);
      expect((await get(path)).status).toBeLessThan(500);
    }
    const put = await get("/labs", { method: "PUT" });
    expect(put.status).toBe(405);
    const del = await get("/", { method: "DELETE" });
    expect(del.status).toBe(405);
  });

  it("serves robots.txt and sitemap.xml with every page and its alternates", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const xml = await (await get("/sitemap.xml")).text();
    // The 39 pages of the page table, and the seed's two case studies in three languages each.
    expect(xml.match(/<loc>/g)).toHaveLength(39 + 6);
    for (const lang of ["en", "fr-BE", "nl-BE", "x-default"]) expect(xml).toContain(`hreflang="${lang}"`);
    expect(xml).toContain("/fr/pourquoi</loc>");
    expect(xml).toContain("/nl/waarom</loc>");
    expect(xml).toContain("/nl/projecten/railway</loc>");
    // Each page lists its three languages and the default once: 45 entries × 4 alternates.
    expect(xml.match(/<xhtml:link /g)).toHaveLength(45 * 4);
  });

  it("refuses a body larger than any valid request with 413 and closes that connection", async () => {
    const res = await get("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: `message=${"a".repeat(40_000)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    await res.arrayBuffer();
    // The next request, on a new connection, is answered as usual.
    expect((await get("/labs")).status).toBe(200);
  });

  it("a valid message of 2,000 emoji or CJK characters is accepted; 2,001 is refused by the schema, not the size cap", async () => {
    const send = (message: string, email: string) =>
      get("/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ ...tokenField(server.dataDir), firstName: "Zoë", email, message }),
      });
    expect((await send("🚀".repeat(2000), "zoe1@example.com")).status).toBe(200);
    expect((await send("漢".repeat(2000), "zoe2@example.com")).status).toBe(200);
    expect((await send("🚀".repeat(2001), "zoe3@example.com")).status).toBe(400);
  });

  it("answers outside React Router carry the security headers, a closed CSP and Cache-Control", async () => {
    const answers = [
      await get("/labs/"),
      await get("/Labs"),
      await get("/assets/missing.js"),
      await get("/.env"),
      await get("/labs", { method: "POST", headers: { Origin: server.url } }),
      await get("/labs", { method: "DELETE" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([301, 301, 404, 400, 405, 405]);
    for (const res of answers) {
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("cache-control")).toBeTruthy();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("strict-transport-security")).toBeTruthy();
    }
  });

  it("redirects a known page in other letter case to its canonical path", async () => {
    for (const [path, target] of [
      ["/Labs", "/labs"],
      ["/CONTACT", "/contact"],
      ["/FR/OFFRES", "/fr/offres"],
      ["/Fr/", "/fr"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(new URL(res.headers.get("location")!, server.url).pathname).toBe(target);
    }
  });

  it("a POST to a page without a form answers 405 and logs no stack trace", async () => {
    const res = await get("/labs", {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("one ETag per encoding, and a revalidation answers 304 only for the same encoding", async () => {
    const tags = new Map<string, string>();
    for (const encoding of ["identity", "gzip", "br"]) {
      const res = await get("/labs", { headers: { "Accept-Encoding": encoding } });
      tags.set(encoding, res.headers.get("etag")!);
    }
    expect(new Set(tags.values()).size).toBe(3);
    const same = await get("/labs", { headers: { "Accept-Encoding": "br", "If-None-Match": tags.get("br")! } });
    expect(same.status).toBe(304);
    const other = await get("/labs", { headers: { "Accept-Encoding": "gzip", "If-None-Match": tags.get("br")! } });
    expect(other.status).toBe(200);
  });

  it("unknown paths get the prerendered 404 of their language, from memory", async () => {
    const en = await get("/no/such/page");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Oops! Page not found");
    const fr = await get("/fr/pas-de-page");
    expect(fr.status).toBe(404);
    expect(await fr.text()).toContain('lang="fr-BE"');
    const nl = await get("/nl/geen-pagina");
    expect(nl.status).toBe(404);
    const dutch = await nl.text();
    expect(dutch).toContain('lang="nl-BE"');
    expect(dutch).toContain("Oeps! Pagina niet gevonden");
  });
});

describe("posts from elsewhere", () => {
  it("refuses a contact post whose Origin is another site with 403", async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "firstName=Eve&email=eve%40example.com&message=Hello+there+agency",
    });
    expect(res.status).toBe(403);
  });

  it("accepts a post from the public SITE_URL origin when a proxy forwards it", async () => {
    const server = await startServer({ SITE_URL: "https://www.agency.example", TRUST_PROXY: "true" });
    try {
      const res = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://www.agency.example",
          "X-Forwarded-For": "203.0.113.9",
        },
        body: "firstName=Ann&email=ann%40example.com&message=Hello+there+agency",
      });
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

// The file's server, stopped: no test after this one uses it.
describe("shutdown", () => {
  it("closes gracefully on SIGTERM, with exit code 0", async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM");
  });
});

describe("configuration", () => {
  it("refuses to start on a bad value and names the variable", async () => {
    await expect(startServer({ CONTACT_RATE_LIMIT: "many" })).rejects.toThrow(/CONTACT_RATE_LIMIT/);
  });
});
