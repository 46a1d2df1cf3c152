import type { PageView } from "~/visits/page-view";

/** A counted page view: an English entry on `path` with no referrer or campaign, changed by `over`. */
export function pageView(path: string, over: Partial<PageView> = {}): PageView {
  return {
    path,
    language: "en",
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    entry: true,
    notFound: false,
    ...over,
  };
}
