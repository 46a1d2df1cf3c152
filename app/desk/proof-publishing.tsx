/** Each language of a team member or quote: its state, its preview, the page that shows it, and "Unpublish". */
import { locales, type Locale } from "~/i18n/locale";
import { contentWordsFor } from "./content-words";
import type { ProofKind } from "./proof-form";
import { CsrfField, linkClass, secondaryButtonClass } from "./ui";

export function ProofPublishing({
  kind,
  id,
  states,
  page,
  csrf,
  lang,
}: {
  kind: ProofKind;
  id: string;
  states: Record<Locale, "published" | "draft" | "missing">;
  page: Record<Locale, string>;
  csrf: string;
  lang: string;
}) {
  const w = contentWordsFor(lang);
  return (
    <ul className="space-y-2">
      {locales.map((l) => (
        <li key={l} className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-ink">{w.stateOf(w.languages[l], w.state[states[l]])}</span>
          {states[l] !== "missing" && (
            <a href={`/desk/content/${kind}/${id}/preview/${l}`} className={linkClass}>
              {w.preview(w.languages[l])}
            </a>
          )}
          {states[l] === "published" && (
            <>
              <a href={page[l]} className={linkClass}>
                {w.view(w.languages[l])}
              </a>
              <form method="post">
                <CsrfField token={csrf} />
                <button type="submit" name="intent" value={`unpublish:${l}`} className={secondaryButtonClass}>
                  {w.unpublish(w.languages[l])}
                </button>
              </form>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
