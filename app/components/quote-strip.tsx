/** The home page's client quotes: the client's words, name, role and company; nothing while none is published. */
import { Quote } from "lucide-react";
import type { QuoteShown } from "~/publishing/proof-view";

export function QuoteStrip({ quotes, labels }: { quotes: readonly QuoteShown[]; labels: { title: string; caseLink: string } }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quotes" className="site-container py-12">
      <h2 id="quotes" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {labels.title}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {quotes.map((q) => (
          <li key={`${q.name}${q.company}${q.text.text.slice(0, 40)}`}>
            <figure className="h-full rounded-2xl border border-line bg-surface-raised p-6">
              <Quote aria-hidden="true" focusable="false" className="size-5 text-accent" />
              <blockquote className="mt-2 text-lg text-ink">
                <p>{q.text.text}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm text-muted">
                <span className="font-semibold text-ink">{q.name}</span>, {q.text.role}, {q.company}
              </figcaption>
              {q.caseHref ? (
                <p className="mt-3">
                  <a href={q.caseHref.href} className="font-semibold text-accent underline underline-offset-2">
                    {labels.caseLink}: {q.caseHref.title}
                  </a>
                </p>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
