/**
 * An entry's address on its desk page (case studies and articles): the current one and a form of
 * its own to change it, posting to /desk/content/address/<id>; and, on the content list, the old
 * addresses and where each leads.
 */
import { useSearchParams } from "react-router";
import { buttonClass, CsrfField, inputClass, Notice, Section } from "~/desk/ui";
import type { Redirect } from "./redirects-store.server";
import { slugWordsFor, type SlugProblem } from "./words";

export const addressPath = (entryId: string) => `/desk/content/address/${entryId}`;

export function SlugField(props: {
  entryId: string;
  slug: string;
  back: string;
  csrf: string;
  lang: string;
  value?: string;
  problem?: SlugProblem;
}) {
  const w = slugWordsFor(props.lang);
  const [search] = useSearchParams();
  return (
    <Section
      id="address"
      title={
        <>
          {w.title}: {props.slug}
        </>
      }
      boxed
    >
      <p className="text-muted">{w.intro}</p>
      {search.get("address") === "changed" && <Notice>{w.saved}</Notice>}
      <form method="post" action={addressPath(props.entryId)} className="space-y-2">
        <CsrfField token={props.csrf} />
        <input type="hidden" name="back" value={props.back} />
        <label htmlFor="field-new-slug" className="block font-semibold text-ink">
          {w.label}
        </label>
        <input
          id="field-new-slug"
          name="slug"
          defaultValue={props.value ?? props.slug}
          required
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? "field-new-slug-problem" : undefined}
          className={inputClass}
        />
        {props.problem && (
          <p id="field-new-slug-problem" className="text-danger">
            {w.problems[props.problem]}
          </p>
        )}
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
