/**
 * Publishes content into a running server's database as an operator does, through the operator
 * CLI (`contacts content export`, then `content import --from DIR`, docs/content.md) with the
 * server's environment, and waits until the server serves it (its poll of the content version).
 * What it publishes: one more case study in English, French and Dutch (a copy of the seed's
 * railway case under its own address and title) and one English article, so the Insights index
 * exists too. The folder keeps the seed's entries: an import makes each collection hold exactly
 * its folder's files.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactsCommand, type RunningServer } from "./server";
import { pollUntil } from "./poll";

export const sampleSlug = "published-while-running";

/** The pages the sample adds: the case study in each language, the article and the index. */
export const samplePages = {
  caseStudy: { en: `/projects/${sampleSlug}`, fr: `/fr/projets/${sampleSlug}`, nl: `/nl/projecten/${sampleSlug}` },
  article: `/insights/${sampleSlug}`,
  insights: "/insights",
};

/** `contacts <args>` against the server's database, as `npm run contacts` runs it. */
function contacts(server: RunningServer, args: string[]): Promise<string> {
  const [command, ...rest] = contactsCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...rest, ...args], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: server.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`contacts ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

type Published = Record<string, { slug: string; text: { title: string } }>;
interface CaseFile {
  slug: string;
  position: number;
  draft: { shared: { slug: string }; texts: Record<string, { title: string }> };
  published: Published;
}

/** The seed's railway case study under the sample's address, its title marked in each language. */
function sampleCase(dir: string): CaseFile {
  const entry = JSON.parse(readFileSync(join(dir, "case-studies", "railway.json"), "utf8")) as CaseFile;
  entry.slug = sampleSlug;
  entry.position += 10;
  entry.draft.shared.slug = sampleSlug;
  for (const text of Object.values(entry.draft.texts)) text.title = `${text.title} (2)`;
  for (const view of Object.values(entry.published)) {
    view.slug = sampleSlug;
    view.text.title = `${view.text.title} (2)`;
  }
  return entry;
}

function sampleArticle() {
  const shared = { slug: sampleSlug, date: "2026-11-20", author: "An Peeters", tags: ["crm"] };
  const text = {
    title: "What a CRM holds",
    summary: "One record per customer, and what each team reads in it.",
    body:
      "# One record\n\nA **CRM** holds one record per customer: the contact details, the history, the next step.\n\n" +
      "See [our projects](/projects) or [write to us](/contact).",
  };
  return {
    slug: sampleSlug,
    position: 0,
    draft: { shared, texts: { en: text } },
    published: { en: { ...shared, text, modified: "2026-11-20T10:00:00.000Z" } },
  };
}

/** Polls `url` until it answers 200 (the server renders published content within its 2 s poll). */
export async function servedOnce(url: string, timeoutMs = 60_000): Promise<void> {
  let status = 0;
  await pollUntil(
    async () => {
      status = await fetch(url).then(
        (r) => (void r.body?.cancel(), r.status),
        () => 0,
      );
      return status === 200 ? true : undefined;
    },
    { timeoutMs, intervalMs: 50, failure: () => `${url} still answers ${status} after ${timeoutMs} ms` },
  );
}

/** Publishes the sample into the running server and resolves once it serves every page of it. */
export async function publishSample(server: RunningServer): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "publish-sample-"));
  await contacts(server, ["content", "export", "--to", dir]);
  writeFileSync(join(dir, "case-studies", `${sampleSlug}.json`), JSON.stringify(sampleCase(dir)));
  mkdirSync(join(dir, "articles"), { recursive: true });
  writeFileSync(join(dir, "articles", `${sampleSlug}.json`), JSON.stringify(sampleArticle()));
  await contacts(server, ["content", "import", "--from", dir]);
  const pages = [...Object.values(samplePages.caseStudy), samplePages.article, samplePages.insights];
  await Promise.all(pages.map((path) => servedOnce(`${server.url}${path}`)));
}
