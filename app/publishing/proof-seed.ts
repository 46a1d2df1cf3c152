/**
 * The seed of the team and quotes collections: the team app/content/proof.ts lists (empty until
 * the agency supplies it) and no quote (none was ever shown outside a case study). Nothing is
 * added here: a fresh install shows exactly what the site showed before the collections.
 */
import { team } from "../content/proof";
import { locales } from "../i18n/locale";
import type { QuoteDraft, TeamDraft } from "./proof-collections";

export function seedTeam(): TeamDraft[] {
  return team.map((member) => ({
    shared: { name: member.name },
    texts: Object.fromEntries(locales.map((l) => [l, { role: member.role[l] }])),
  }));
}

export function seedQuotes(): QuoteDraft[] {
  return [];
}
