/** Proof the agency supplies (app/content/proof.ts): each part renders nothing while it is empty. */
import { focalClass } from "~/media/focal-point";
import { ContentPicture } from "./content-picture";
import { Quote } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { CaseProof, Platform, TeamMember } from "~/content/proof";
import type { Locale } from "~/i18n/locale";

/**
 * A heading over a list of items, or nothing at all while the list is empty. With `section`, both
 * sit in a section labelled by the heading (the heading gets that id).
 */
function ListBlock<T>({
  items,
  title,
  heading,
  list,
  section,
  itemKey,
  children,
}: {
  items: readonly T[];
  title: string;
  heading: { readonly as: "h2" | "h4"; readonly className: string };
  list: { as: "dl" | "ul"; className: string };
  section?: { id: string; className: string };
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  const Heading = heading.as;
  const List = list.as;
  const body = (
    <>
      <Heading id={section?.id} className={heading.className}>
        {title}
      </Heading>
      <List className={list.className}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{children(item)}</Fragment>
        ))}
      </List>
    </>
  );
  return section ? (
    <section aria-labelledby={section.id} className={section.className}>
      {body}
    </section>
  ) : (
    body
  );
}

/** The headings inside a case study: h4 in a card of the projects list, h2 on the case study's own page. */
const caseHeadings = {
  h4: { as: "h4", className: "mt-6 font-semibold text-ink" },
  h2: { as: "h2", className: "mt-6 text-2xl font-bold text-ink" },
} as const;

/** A case study's results, quote and platforms: nothing at all when none is supplied. */
export function CaseProofBlock({
  proof,
  locale,
  labels,
  headingLevel = "h4",
}: {
  proof: CaseProof | undefined;
  locale: Locale;
  labels: { results: string; platforms: string; quote: string };
  headingLevel?: "h2" | "h4";
}) {
  if (!proof) return null;
  const caseHeading = caseHeadings[headingLevel];
  const { results, quote, platforms } = proof;
  return (
    <>
      <ListBlock
        items={results}
        title={labels.results}
        heading={caseHeading}
        list={{ as: "dl", className: "mt-3 grid gap-4 sm:grid-cols-2" }}
        itemKey={(figure) => `${figure.value}${figure.label[locale]}`}
      >
        {(figure) => (
          <div className="flex flex-col-reverse rounded-lg bg-tint p-4">
            <dt className="mt-1 text-sm text-muted">
              {figure.label[locale]}, {figure.period[locale]}
            </dt>
            <dd className="text-3xl font-extrabold tracking-tight text-ink">
              {figure.value}
              <span className="ml-1 text-lg font-bold">{figure.unit[locale]}</span>
            </dd>
          </div>
        )}
      </ListBlock>
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
      <ListBlock
        items={platforms}
        title={labels.platforms}
        heading={caseHeading}
        list={{ as: "ul", className: "mt-3 flex flex-wrap gap-2" }}
        itemKey={(name) => name}
      >
        {(name) => <li className="rounded-full border border-line px-3 py-1 text-sm text-ink">{name}</li>}
      </ListBlock>
    </>
  );
}

/** The two strips of their own section on a page: the About page's team, the home page's platforms. */
const teamLayout = {
  section: { id: "team", className: "site-container py-16" },
  heading: { as: "h2", className: "text-3xl font-bold tracking-tight text-ink" },
  list: { as: "ul", className: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" },
} as const;
const platformLayout = {
  section: { id: "platforms", className: "site-container py-12" },
  heading: { as: "h2", className: "text-center text-lg font-semibold text-muted" },
  list: { as: "ul", className: "mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6" },
} as const;

/** The About page's team strip: name, role, photo when supplied; nothing while the team is empty. */
export function TeamStrip({ members, locale, title }: { members: readonly TeamMember[]; locale: Locale; title: string }) {
  return (
    <ListBlock items={members} title={title} {...teamLayout} itemKey={(member) => member.name}>
      {(member) => (
        <li className="flex items-center gap-4">
          {member.picture ? (
            <ContentPicture
              image={member.picture.image}
              alt={member.picture.alt[locale]}
              sizes="4rem"
              lazy
              className={`size-16 rounded-full object-cover ${focalClass(member.picture.image.focal)}`.trim()}
            />
          ) : member.photo ? (
            <img
              src={member.photo.src}
              alt={member.photo.alt[locale]}
              width={64}
              height={64}
              loading="lazy"
              className="size-16 rounded-full object-cover"
            />
          ) : null}
          <div>
            <p className="font-bold text-ink">{member.name}</p>
            <p className="text-sm text-muted">{member.role[locale]}</p>
          </div>
        </li>
      )}
    </ListBlock>
  );
}

/** The home page's row of platforms: marks the agency supplies, or names; nothing while empty. */
export function PlatformRow({ items, title }: { items: readonly Platform[]; title: string }) {
  return (
    <ListBlock items={items} title={title} {...platformLayout} itemKey={(platform) => platform.name}>
      {(platform) => (
        <li className="text-lg font-semibold text-ink">
          {platform.logo ? <img src={platform.logo} alt={platform.name} height={32} className="h-8 w-auto" /> : platform.name}
        </li>
      )}
    </ListBlock>
  );
}
