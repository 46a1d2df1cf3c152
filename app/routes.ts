import { type RouteConfig, route } from "@react-router/dev/routes";
import { pageIds, pages, type PageEntry } from "./i18n/pages";

/** Each page is registered once per language (and once per French alias) from the page table. */
function pageRoutes() {
  return pageIds.flatMap((id) => {
    const page: PageEntry = pages[id];
    return [
      route(page.en, page.module, { id: `${id}-en` }),
      route(page.fr, page.module, { id: `${id}-fr` }),
      ...page.frAliases.map((alias, i) => route(alias, page.module, { id: `${id}-fr-alias-${i}` })),
    ];
  });
}

export default [...pageRoutes(), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
