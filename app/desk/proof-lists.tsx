/** On /desk/content, below the case studies: the team and the client quotes, each entry with its languages. */
import type { Locale } from "~/i18n/locale";
import type { DeskContent } from "./content.server";
import { contentWordsFor } from "./content-words";
import type { ProofKind } from "./proof-form";
import { proofWordsFor } from "./proof-words";
import { languageStates, type LanguageState } from "./language-state";
import { buttonClass, linkClass } from "./ui";

type States = Record<Locale, LanguageState>;

/** Each language of an entry: published (with or without changes saved since), written but not published, or missing. */
export const proofStates: (entry: Parameters<typeof languageStates>[0]) => States = languageStates;
export type ProofListData = Record<ProofKind, { id: string; name: string; states: States }[]>;

/** What the list shows, for the content page's loader. */
export async function proofLists(content: DeskContent): Promise<ProofListData> {
  const rows = async (kind: ProofKind) =>
    (await content[kind].list()).map((e) => ({ id: e.id, name: e.draft.shared.name, states: proofStates(e) }));
  return { team: await rows("team"), quotes: await rows("quotes") };
}

function List({ kind, entries, lang }: { kind: ProofKind; entries: ProofListData[ProofKind]; lang: string }) {
  const c = contentWordsFor(lang);
  const w = proofWordsFor(lang)[kind];
  return (
    <section aria-labelledby={`content-${kind}`} className="space-y-3">
      <h2 id={`content-${kind}`} className="text-xl font-bold text-ink">
        {w.title}
      </h2>
      <p className="text-muted">{w.intro}</p>
      <p>
        <a href={`/desk/content/${kind}/new`} className={buttonClass}>
          {w.add}
        </a>
      </p>
      {entries.length === 0 ? (
        <p className="text-ink">{w.none}</p>
      ) : (
        <ul className="space-y-2">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3">
              <a href={`/desk/content/${kind}/${e.id}`} className={linkClass}>
                {e.name}
              </a>
              <span className="text-sm text-muted">
                {(Object.keys(e.states) as Locale[]).map((l) => c.stateOf(c.languages[l], c.state[e.states[l]])).join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ProofLists({ data, lang, done }: { data: ProofListData; lang: string; done: string | null }) {
  return (
    <>
      {done === "erased" && (
        <p role="status" className="font-semibold text-ink">
          {proofWordsFor(lang).done.erased}
        </p>
      )}
      <List kind="team" entries={data.team} lang={lang} />
      <List kind="quotes" entries={data.quotes} lang={lang} />
    </>
  );
}
