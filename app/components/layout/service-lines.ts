import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import type { PageId } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/** The three service lines, in the order the site names them. */
export const serviceIds = ["labs", "pulse", "ops"] as const satisfies readonly PageId[];
export type ServiceId = (typeof serviceIds)[number];

export const isService = (id: PageId | undefined): id is ServiceId => (serviceIds as readonly string[]).includes(id ?? "");

/**
 * Each service line's name, what it is in one line and its page, in the page's language: the
 * header's Services menu, the phone menu and the footer all read this one table (common.services).
 */
export function useServiceLines() {
  const t = useCommonCopy();
  const locale = useLocale();
  return serviceIds.map((id) => ({ id, name: t.nav.items[id], description: t.services.items[id], href: href(id, locale) }));
}
