/** Proof the agency supplies (app/content/proof.ts): each part renders nothing while it is empty. */
import { Quote } from "lucide-react";
import type { CaseProof, Platform, TeamMember } from "~/content/proof";
import type { Locale } from "~/i18n/locale";

/** A case study's results, quote and platforms: nothing at all when none is supplied. */
export function CaseProofBlock({
  proof,
  locale,
  labels,
}: {
  proof: CaseProof | undefined;
  locale: Locale;
  labels: { results: string; platforms: string; quote: string };
}) {
  if (!proof) return null;
  const { results, quote, platforms } = proof;
  return (
    <>
      {results.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold text-ink">{labels.results}</h4>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {results.map((figure) => (
              <div key={`${figure.value}${figure.label[locale]}`} className="flex flex-col-reverse rounded-lg bg-tint p-4">
                <dt className="mt-1 text-sm text-muted">
                  {figure.label[locale]}, {figure.period[locale]}
                </dt>
                <dd className="text-3xl font-extrabold tracking-tight text-ink">
                  {figure.value}
                  <span className="ml-1 text-lg font-bold">{figure.unit[locale]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {quote ? (
        <figure className="mt-6 border-l-4 border-accent pl-4">
          <Quote aria-hidden="true" className="size-5 text-accent" />
          <blockquote className="mt-2 text-ink">
            <p>{quote.text[locale]}</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-muted">
            <span className="sr-only">{labels.quote}: </span>
            <span className="font-semibold text-ink">{quote.name}</span>, {quote.role[locale]}
          </figcaption>
        </figure>
      ) : null}
      {platforms.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold text-ink">{labels.platforms}</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {platforms.map((name) => (
              <li key={name} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                {name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The About page's team strip: name, role, photo when supplied; nothing while the team is empty. */
export function TeamStrip({ members, locale, title }: { members: readonly TeamMember[]; locale: Locale; title: string }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team" className="site-container py-16">
      <h2 id="team" className="text-3xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.name} className="flex items-center gap-4">
            {member.photo ? (
              <img src={member.photo.src} alt={member.photo.alt[locale]} width={64} height={64} loading="lazy" className="size-16 rounded-full object-cover" />
            ) : null}
            <div>
              <p className="font-bold text-ink">{member.name}</p>
              <p className="text-sm text-muted">{member.role[locale]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's row of platforms: marks the agency supplies, or names; nothing while empty. */
export function PlatformRow({ items, title }: { items: readonly Platform[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="platforms" className="site-container py-12">
      <h2 id="platforms" className="text-center text-lg font-semibold text-muted">
        {title}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {items.map((platform) => (
          <li key={platform.name} className="text-lg font-semibold text-ink">
            {platform.logo ? <img src={platform.logo} alt={platform.name} height={32} className="h-8 w-auto" /> : platform.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
