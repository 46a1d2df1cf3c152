import type { TagId } from "~/content/en/projects";
import { Card } from "./ui/card";
import { CheckList } from "./check-list";
import { TagBadge } from "./tag-badge";
import { CaseProofBlock } from "./proof";
import type { CaseProof } from "~/content/proof";
import type { Locale } from "~/i18n/locale";

interface Project {
  /** Stable name of the case study (ids in the page). */
  key: string;
  client: string;
  title: string;
  description: string;
  /** One action per line, each line starting with "- ". */
  actions: string;
  /** Tag labels, comma-separated, as written in the dictionary's `tags`. */
  tags: string;
}

type TagDefs = Readonly<Record<TagId, { readonly label: string; readonly help: string }>>;

function actionLines(actions: string): string[] {
  return actions
    .split("\n")
    .map((line) => line.replace(/^\s*-\s*/, "").trim())
    .filter(Boolean);
}

function tagList(tags: string, defs: TagDefs): { id?: TagId; label: string; help?: string }[] {
  const entries = Object.entries(defs) as [TagId, TagDefs[TagId]][];
  return tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((label) => {
      const found = entries.find(([, def]) => def.label.toLowerCase() === label.toLowerCase());
      return found ? { id: found[0], label, help: found[1].help } : { label };
    });
}

/** A case study: client sector, title, description, actions and tags with tooltips. */
export function ProjectCard({
  project,
  tagDefs,
  labels,
  proof,
  locale,
  href,
}: {
  project: Project;
  tagDefs: TagDefs;
  labels: { actions: string; tags: string; tagHint: string; results: string; platforms: string; quote: string };
  /** Results, the client's words and the platforms used, once the agency supplies them. */
  proof?: CaseProof;
  locale: Locale;
  /** The case study's own page in this language: its title links there. */
  href?: string;
}) {
  return (
    <Card as="article" className="flex flex-col sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{project.client}</p>
      <h3 className="mt-2 text-2xl font-bold text-ink">
        {href ? (
          <a href={href} className="underline decoration-accent decoration-2 underline-offset-4 hover:text-accent-strong">
            {project.title}
          </a>
        ) : (
          project.title
        )}
      </h3>
      <p className="mt-4 text-muted">{project.description}</p>
      <h4 className="mt-6 font-semibold text-ink">{labels.actions}</h4>
      <div className="mt-3">
        <CheckList items={actionLines(project.actions)} />
      </div>
      <CaseProofBlock proof={proof} locale={locale} labels={labels} />
      <h4 className="mt-6 font-semibold text-ink">{labels.tags}</h4>
      <p className="mt-1 text-sm text-muted print:hidden">{labels.tagHint}</p>
      <ul data-tooltips="" className="mt-3 flex flex-wrap gap-2">
        {tagList(project.tags, tagDefs).map((tag) => (
          <li key={tag.label}>
            <TagBadge id={tag.id} label={tag.label} help={tag.help} scope={project.key} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
