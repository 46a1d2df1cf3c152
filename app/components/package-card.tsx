import { Star } from "lucide-react";
import { Card } from "./ui/card";
import { LinkButton } from "./ui/link-button";
import { CheckList } from "./check-list";

interface PackageTier {
  name: string;
  title: string;
  subtitle: string;
  description: string;
  price: string;
  popular: boolean;
  features: readonly string[];
}

/** One package tier; the popular one is highlighted and announced in its heading. */
export function PackageCard({
  tier,
  labels,
  to,
  id,
}: {
  tier: PackageTier;
  /** The card's anchor: a service page links to it. */
  id: string;
  /** The packages page's words for a card (its `tiers`). */
  labels: { popularLabel: string; priceLabel: string; featuresLabel: string; cta: string };
  to: string;
}) {
  // scroll-mt: reached by its anchor, the 'Most popular' badge above its top stays clear of the header.
  return (
    <Card
      as="li"
      id={id}
      className={`relative flex scroll-mt-6 flex-col ${tier.popular ? "border-accent ring-2 ring-accent lg:-mt-4 lg:mb-4" : ""}`}
    >
      {tier.popular && (
        <p
          aria-hidden="true"
          className="absolute -top-3.5 left-6 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase"
        >
          <Star className="size-3.5" fill="currentColor" />
          {labels.popularLabel}
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{tier.name}</p>
      <h3 className="mt-1 text-2xl font-bold text-ink">
        {tier.title}
        {tier.popular && <span className="sr-only"> ({labels.popularLabel})</span>}
      </h3>
      <p className="mt-1 font-medium text-ink">{tier.subtitle}</p>
      <dl className="mt-5">
        <dt className="text-sm text-muted">{labels.priceLabel}</dt>
        <dd className="text-3xl font-extrabold tracking-tight text-ink">{tier.price}</dd>
      </dl>
      <p className="mt-4 text-muted">{tier.description}</p>
      <div className="mt-6 mb-8 border-t border-line pt-6">
        <CheckList items={tier.features} label={labels.featuresLabel} />
      </div>
      <div className="mt-auto flex flex-col">
        <LinkButton to={to} variant={tier.popular ? "primary" : "secondary"}>
          {labels.cta}
          <span className="sr-only"> – {tier.title}</span>
        </LinkButton>
      </div>
    </Card>
  );
}
