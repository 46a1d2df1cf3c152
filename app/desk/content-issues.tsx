/** What was refused and why, in the operator's words: each field named with its language. */
import { locales, type Locale } from "~/i18n/locale";
import type { CaseIssue } from "~/publishing/case-study";
import type { ContentWords } from "./content-words";

export type Refusal =
  | { issues: { path: string; issue: CaseIssue }[] }
  | { reason: keyof ContentWords["reasons"] }
  /** Said already in the operator's language (an image refused: ~/media/media-words.ts). */
  | { message: string };

/** "texts.fr.results.0.value" → "French · Result 1 · Figure". */
export function fieldLabel(path: string, w: ContentWords): string {
  const parts = path.split(".");
  const f = w.fields;
  const named: Record<string, string> = {
    slug: f.slug,
    tags: f.tags,
    platforms: f.platforms,
    quoteName: f.quoteName,
    client: f.client,
    title: f.title,
    description: f.description,
    actions: f.actions,
    value: f.value,
    unit: f.unit,
    label: f.label,
    period: f.period,
    role: f.quoteRole,
    imageAlt: f.imageAlt,
  };
  const language = locales.find((l) => parts[1] === l) as Locale | undefined;
  const out: string[] = language ? [w.languages[language]] : [];
  const rest = parts.slice(language ? 2 : 1);
  for (let i = 0; i < rest.length; i++) {
    const part = rest[i]!;
    if (part === "results" && /^\d+$/.test(rest[i + 1] ?? "")) {
      out.push(f.result(Number(rest[i + 1]) + 1));
      i++;
    } else if (part === "quote" && rest[i + 1] === "text") {
      out.push(f.quoteText);
      i++;
    } else if (named[part]) out.push(named[part]);
  }
  return out.join(" · ") || f.quoteName;
}

export function ContentIssues({ refusal, w }: { refusal: Refusal | undefined; w: ContentWords }) {
  if (!refusal) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger p-4 text-danger">
      <p className="font-semibold">{w.refused}</p>
      <ul className="mt-2 list-disc pl-6">
        {"message" in refusal ? (
          <li>{refusal.message}</li>
        ) : "reason" in refusal ? (
          <li>{w.reasons[refusal.reason]}</li>
        ) : (
          refusal.issues.map((i) => <li key={`${i.path}:${i.issue}`}>{`${fieldLabel(i.path, w)} ${w.issues[i.issue]}`}</li>)
        )}
      </ul>
    </div>
  );
}
