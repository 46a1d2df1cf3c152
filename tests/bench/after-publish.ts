/**
 * `npm run bench:http`, last phase (issue 38): pages are served after a publish at the rate they
 * were before it. On our server (its fresh DATA_DIR): the page's rate, round by round beside
 * nginx; then content is published into that server's database while it runs, through the
 * operator CLI (tests/support/publish-content.ts), and once it serves the new case study page
 * (polled), the same page again and the new case study page, beside nginx again. The ratios that
 * matter are taken within a round against nginx, which the publish does not touch.
 */
import { markdownTable, median } from "../support/bench-report";
import { publishSample, samplePages } from "../support/publish-content";
import type { RunningServer } from "../support/server";

interface Phase {
  server: RunningServer;
  /** The page measured before and after (path and query). */
  page: string;
  nginxUrl?: string;
  rounds: number;
  wrk: (url: string) => number;
}

/** `rounds` rounds of the page on our server and (when there) on nginx, back to back. */
function measureRounds({ server, page, nginxUrl, rounds, wrk }: Phase, extra?: string) {
  return Array.from({ length: rounds }, () => ({
    ours: wrk(`${server.url}${page}`),
    nginx: nginxUrl ? wrk(`${nginxUrl}${page}`) : undefined,
    extra: extra ? wrk(`${server.url}${extra}`) : undefined,
  }));
}

const n = (value: number | undefined) => (value === undefined ? "—" : Math.round(value).toLocaleString("en"));
const r = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(2));

export async function afterPublishPhase(phase: Phase): Promise<void> {
  const before = measureRounds(phase);
  const started = Date.now();
  await publishSample(phase.server);
  const live = Date.now() - started;
  const after = measureRounds(phase, samplePages.caseStudy.en);
  const rows = before.map((b, i) => {
    const a = after[i]!;
    const vsNginx = (x: { ours: number; nginx?: number }) => (x.nginx ? x.ours / x.nginx : undefined);
    const relative = vsNginx(a) !== undefined && vsNginx(b) !== undefined ? vsNginx(a)! / vsNginx(b)! : undefined;
    return { b, a, ratio: a.ours / b.ours, relative, caseVsPage: a.extra! / a.ours };
  });
  console.log(
    `\nAfter a publish (issue 38): one case study (en, fr, nl) and one article imported with \`contacts content import\` into the ` +
      `running server's database; it served the new pages ${(live / 1000).toFixed(1)} s after the CLI started (export, import, then polled until served). ` +
      `The page ${phase.page} before and after, round by round:\n`,
  );
  console.log(
    markdownTable(
      [
        "round",
        "before req/s",
        "nginx",
        "after req/s",
        "nginx",
        "after / before",
        "same, each / its nginx",
        `new case study ${samplePages.caseStudy.en}`,
        "case study / page",
      ],
      rows.map(({ b, a, ratio, relative, caseVsPage }, i) => [
        String(i + 1),
        n(b.ours),
        n(b.nginx),
        n(a.ours),
        n(a.nginx),
        r(ratio),
        r(relative),
        n(a.extra),
        r(caseVsPage),
      ]),
    ),
  );
  const med = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length ? median(known).toFixed(2) : "—";
  };
  console.log(
    `\nMedians: after / before ${med(rows.map((x) => x.ratio))}, beside nginx ${med(rows.map((x) => x.relative))}; ` +
      `new case study / page ${med(rows.map((x) => x.caseVsPage))}.`,
  );
}
