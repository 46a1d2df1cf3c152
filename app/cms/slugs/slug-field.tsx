/**
 * An entry's addresses on its desk page (case studies and articles): each language's, and a form of
 * its own to change them, posting to /desk/content/address/<id>; and, on the content list, the old
 * addresses and where each leads.
 */
import { useSearchParams } from "react-router";
import { buttonClass, CsrfField, inputClass, Notice, Section } from "~/components/operator-ui";
import { locales, type Locale } from "~/i18n/locale";
import type { Slugs } from "~/publishing/slugs";
import type { Redirect } from "./redirects-store.server";
import { slugWordsFor, type SlugProblem } from "./words";

export const addressPath = (entryId: string) => `/desk/content/address/${entryId}`;

/** Why each language's new address was refused, or that nothing changed. */
export type AddressRefusal = Partial<Record<Locale, SlugProblem>> | "unchanged";

export function SlugField(props: {
  entryId: string;
  /** The current address in each language. */
  slugs: Slugs;
  /** A language's page at an address (the collection's), shown above its field. */
  page?: (l: Locale, slug: string) => string;
  back: string;
  csrf: string;
  lang: string;
  /** What was typed, when refused. */
  values?: Partial<Record<Locale, string>>;
  refusal?: AddressRefusal;
}) {
  const w = slugWordsFor(props.lang);
  const [search] = useSearchParams();
  const problem = (l: Locale) => (typeof props.refusal === "object" ? props.refusal[l] : undefined);
  return (
    <Section id="address" title={w.title} boxed>
      <p className="text-muted">{w.intro}</p>
      {search.get("address") === "changed" && <Notice>{w.saved}</Notice>}
      {props.refusal === "unchanged" && <p className="text-danger">{w.problems.unchanged}</p>}
      <form method="post" action={addressPath(props.entryId)} className="space-y-3">
        <CsrfField token={props.csrf} />
        <input type="hidden" name="back" value={props.back} />
        {locales.map((l) => {
          const id = `field-slug-${l}`;
          const refused = problem(l);
          return (
            <div key={l}>
              <label htmlFor={id} className="block font-semibold text-ink">
                {w.label[l]}
              </label>
              {props.page && (
                <p id={`${id}-page`} className="text-sm text-muted">
                  <code>{props.page(l, props.slugs[l])}</code>
                </p>
              )}
              <input
                id={id}
                name={`slug.${l}`}
                defaultValue={props.values?.[l] ?? props.slugs[l]}
                required
                lang="en"
                aria-invalid={refused ? true : undefined}
                aria-describedby={[props.page ? `${id}-page` : "", refused ? `${id}-problem` : ""].join(" ").trim() || undefined}
                className={inputClass}
              />
              {refused && (
                <p id={`${id}-problem`} className="text-danger">
                  {w.problems[refused]}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className={buttonClass}>
          {w.save}
        </button>
      </form>
    </Section>
  );
}

export function RedirectList({ rows, lang }: { rows: readonly Redirect[]; lang: string }) {
  const w = slugWordsFor(lang);
  return (
    <Section id="redirects" title={w.listTitle}>
      {rows.length === 0 ? (
        <p className="text-ink">{w.none}</p>
      ) : (
        <>
          <p className="text-muted">{w.listIntro}</p>
          <ul className="space-y-1">
            {rows.map((r) => (
              <li key={r.from}>
                <code>{r.from}</code> {w.leadsTo} <code>{r.to}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
