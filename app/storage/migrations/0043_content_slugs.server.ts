import { sql, type Kysely, type Migration } from "kysely";

type Shared = { slug?: unknown; slugs?: unknown };

/** The French and Dutch addresses, where an entry has none: its one address (every language kept its page). */
function withSlugs(shared: Shared): Shared {
  return typeof shared.slug === "string" && shared.slugs === undefined
    ? { ...shared, slugs: { fr: shared.slug, nl: shared.slug } }
    : shared;
}

/**
 * An address per language (the content engine, part 4): each case study and article stored before
 * gets its one address in every language, in its draft and in each published language, so its
 * pages answer where they did. Revisions stay as they were (an address missing there is the
 * English one, read by ~/publishing/slugs.ts).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ id: string; draft: string; published: string }>`
      select id, draft, published from content_entries where collection in ('case-study', 'article')`.execute(db);
    for (const row of rows.rows) {
      const draft = JSON.parse(row.draft) as { shared: Shared };
      const published = JSON.parse(row.published) as Record<string, Shared>;
      const views = Object.fromEntries(Object.entries(published).map(([l, view]) => [l, withSlugs(view)]));
      const next = { draft: JSON.stringify({ ...draft, shared: withSlugs(draft.shared) }), published: JSON.stringify(views) };
      if (next.draft === row.draft && next.published === row.published) continue;
      await sql`update content_entries set draft = ${next.draft}, published = ${next.published} where id = ${row.id}`.execute(db);
    }
  },
};
