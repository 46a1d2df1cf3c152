/**
 * The best proof published in the page's language, in the home page's first screen under the
 * hero's actions (1280×800 and 390×844): a client's words (three lines at most here; whole in the
 * quotes further down) or a case study's first result. Nothing when nothing is published.
 */
import { Quote, TrendingUp } from "lucide-react";
import type { BestProof } from "~/publishing/proof-view";

export function FirstScreenProof({ proof, caseLink }: { proof: BestProof; caseLink: string }) {
  if (!proof) return null;
  if (proof.kind === "quote") {
    const q = proof.quote;
    return (
      <figure className="mt-6 max-w-3xl rounded-2xl border border-line bg-surface-raised p-4" data-proof="quote">
        <blockquote className="flex gap-2 text-ink">
          <Quote aria-hidden="true" focusable="false" className="mt-1 size-4 shrink-0 text-accent" />
          <p className="line-clamp-3">{q.text.text}</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-muted">
          <span className="font-semibold text-ink">{q.name}</span>, {q.text.role}, {q.company}
          {q.caseHref ? (
            <>
              {" · "}
              <a href={q.caseHref.href} className="font-semibold text-accent underline underline-offset-2">
                {caseLink}: {q.caseHref.title}
              </a>
            </>
          ) : null}
        </figcaption>
      </figure>
    );
  }
  const r = proof.result;
  return (
    <p
      className="mt-6 flex max-w-3xl flex-wrap items-baseline gap-x-2 rounded-2xl border border-line bg-surface-raised p-4 text-ink"
      data-proof="result"
    >
      <TrendingUp aria-hidden="true" focusable="false" className="size-4 shrink-0 self-center text-accent" />
      <strong className="text-2xl font-extrabold">
        {r.value}
        {r.unit}
      </strong>
      <span>
        {r.label} ({r.period})
      </span>
      <a href={proof.href} className="font-semibold text-accent underline underline-offset-2">
        {caseLink}: {proof.client}
      </a>
    </p>
  );
}
