/**
 * A client quote published in English, French and Dutch in a running server's database, as the
 * desk publishes one, then awaited on its home pages: what `BENCH_LIGHTHOUSE_QUOTE=1` measures.
 * The words are a benchmark's, not a client's.
 */
import { deskContent } from "~/cms/content.server";
import { openDatabase } from "~/storage/platform/database.server";
import { pollUntil } from "./poll";
import type { RunningServer } from "./server";

const words = { en: "A quote for the benchmark.", fr: "Une citation pour le banc d’essai.", nl: "Een citaat voor de benchmark." };

export async function publishQuote(server: RunningServer): Promise<void> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const content = deskContent(async () => db);
    const draft = {
      shared: { name: "Bench Person", company: "Bench Company", caseStudy: "" },
      texts: {
        en: { text: words.en, role: "Bench role" },
        fr: { text: words.fr, role: "Rôle d’essai" },
        nl: { text: words.nl, role: "Testrol" },
      },
    };
    const made = await content.quotes.create("bench", draft);
    if (!made.ok) throw new Error("the bench's quote was not created");
    for (const l of ["en", "fr", "nl"] as const) await content.quotes.save("bench", made.id, draft, l);
  } finally {
    await db.close();
  }
  for (const [path, text] of [
    ["/", words.en],
    ["/fr/", words.fr],
    ["/nl/", words.nl],
  ] as const)
    await pollUntil(async () => ((await (await fetch(`${server.url}${path}`)).text()).includes(text) ? true : undefined), {
      timeoutMs: 10_000,
      intervalMs: 100,
      failure: () => `${path} did not show the bench's quote`,
    });
}
