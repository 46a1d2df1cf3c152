/**
 * Addresses that can change, as the content engine uses them (cms.slugs): renaming an entry, the list of
 * old addresses, and what the server answers 301 from (loaded with each publish).
 */
import type { Locale } from "~/i18n/locale";
import type { Db } from "~/storage/platform/database.server";
import { listRedirects, renameEntry, type Redirect, type RenameOutcome } from "./redirects-store.server";

export interface DeskSlugs {
  redirects(): Promise<Redirect[]>;
  /** Gives the entry new addresses (per language); "done" after this instance's pages were rendered again. */
  rename(operator: string, id: string, slugs: string | Partial<Record<Locale, string>>): Promise<RenameOutcome>;
  /** What runs after a rename, before the operator's page comes back (the server's re-render). */
  onPublished(listener: () => Promise<void>): void;
}

export function deskSlugs(db: () => Promise<Db>): DeskSlugs {
  let published: () => Promise<void> = () => Promise.resolve();
  return {
    onPublished(listener) {
      published = listener;
    },
    redirects: async () => listRedirects(await db()),
    async rename(operator, id, slugs) {
      const result = await renameEntry(await db(), operator, id, slugs);
      if (result === "done") await published();
      return result;
    },
  };
}
