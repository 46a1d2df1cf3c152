/**
 * A language's search fields (case studies, articles): the search title and description with
 * their counters, and the result as a search engine shows it: the page's address, its title, its
 * description. Empty fields show what the page uses instead (its title with the brand, its
 * description cut at 160 characters). Drawn by the server from the form's values; a small script
 * (`searchScript`) follows the typing, so it works without it.
 */
import type { Locale } from "~/i18n/locale";
import { caseTitle, shortDescription } from "~/publishing/case-meta";
import { searchDescription, searchLimits, searchTitle } from "~/publishing/search";
import { site } from "~/site";
import { inputClass } from "~/components/operator-ui";
import { textName } from "./form";
import type { CmsWords } from "./words";

const labelClass = "block text-sm font-semibold text-ink";

function Counted(props: { name: string; label: string; value: string; max: number; shown: number; long?: boolean; w: CmsWords["search"] }) {
  const { name, label, value, max, shown, long, w } = props;
  const hint = `${name}-count`;
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {long ? (
        <textarea
          id={name}
          name={name}
          defaultValue={value}
          maxLength={max}
          rows={3}
          aria-describedby={hint}
          className={`${inputClass} mt-1`}
        />
      ) : (
        <input id={name} name={name} defaultValue={value} maxLength={max} aria-describedby={hint} className={`${inputClass} mt-1`} />
      )}
      <p id={hint} className="mt-1 text-sm text-muted" data-count-of={name} data-template={w.count("{n}", shown)}>
        {w.count(String(value.length), shown)}
      </p>
    </div>
  );
}

/** The two fields: their name, their label's word, the most characters, how many a result shows; the description is a text area. */
const counted = [
  { key: "seoTitle", label: "title", max: searchLimits.title, shown: searchLimits.titleShown, long: false },
  { key: "seoDescription", label: "description", max: searchLimits.description, shown: searchLimits.descriptionShown, long: true },
] as const;

export function SearchFields(props: {
  l: Locale;
  text: Record<string, unknown> | undefined;
  /** The language's own fields the page falls back on: its title, its description or summary. */
  from: { title: string; description: string };
  /** The page's address, as the result shows it. */
  url: string;
  w: CmsWords["search"];
}) {
  const { l, text, from, url, w } = props;
  const str = (key: string) => (typeof text?.[key] === "string" ? (text[key] as string) : "");
  const title = searchTitle({ seoTitle: str("seoTitle") }, () => caseTitle(str(from.title)));
  const description = searchDescription({ seoDescription: str("seoDescription") }, () => shortDescription(str(from.description)));
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3">
      <legend className="px-2 text-sm font-semibold text-ink">{w.legend}</legend>
      <p className="text-sm text-muted">{w.hint}</p>
      {counted.map((f) => (
        <Counted
          key={f.key}
          name={textName(l, f.key)}
          label={w[f.label]}
          value={str(f.key)}
          max={f.max}
          shown={f.shown}
          long={f.long}
          w={w}
        />
      ))}
      <figure
        className="space-y-1 rounded-lg border border-line bg-surface p-3"
        data-search={l}
        data-title-from={textName(l, from.title)}
        data-description-from={textName(l, from.description)}
        data-brand={` | ${site.brand}`}
      >
        <figcaption className="text-sm font-semibold text-ink">{w.preview}</figcaption>
        <p className="text-sm break-all text-muted">{url}</p>
        <p className="text-lg text-accent-strong" data-result="title">
          {title}
        </p>
        <p className="text-sm text-ink" data-result="description">
          {description}
        </p>
      </figure>
    </fieldset>
  );
}

/**
 * Follows the typing: each counter, and each language's result (the search title, else the
 * page's title with the brand when it fits in 70 characters; the search description, else the
 * page's description cut at a word before 160), as the server draws them.
 */
export const searchScript = `(function(){var f=document.querySelector("[data-search]");f=f&&f.closest("form");if(!f)return;function v(n){var e=f.elements.namedItem(n);return e&&"value"in e?e.value:""}function update(){f.querySelectorAll("[data-count-of]").forEach(function(c){c.textContent=c.getAttribute("data-template").replace("{n}",String(v(c.getAttribute("data-count-of")).length))});f.querySelectorAll("[data-search]").forEach(function(r){var l=r.getAttribute("data-search"),t=v(l+".seoTitle").trim(),d=v(l+".seoDescription").trim();if(!t){var x=v(r.getAttribute("data-title-from")).trim(),b=x+r.getAttribute("data-brand");t=b.length<=70?b:x.length<=70?x:x.slice(0,69)+"\\u2026"}if(!d){d=v(r.getAttribute("data-description-from")).replace(/\\s+/g," ").trim();if(d.length>160){var c=d.slice(0,159),i=c.lastIndexOf(" ");d=c.slice(0,i>80?i:159)+"\\u2026"}}r.querySelector('[data-result="title"]').textContent=t;r.querySelector('[data-result="description"]').textContent=d})}f.addEventListener("input",update)})();`;
