/** A page view as the server saw it, and who asked: what the visit counter counts (./visits.server.ts). */
import type { Locale } from "~/i18n/locale";

export interface PageView {
  path: string;
  language: Locale;
  /** External referrer host, or null (none, or a page of this site). */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Kept with a visit it starts (for its lead), never counted. */
  utmTerm?: string | null;
  utmContent?: string | null;
  /** The visitor arrived here. With a client, the visit key decides instead (a new visit or not). */
  entry: boolean;
  /** The 404 page, for a path the site does not have. */
  notFound: boolean;
}

/** Who asked, as the server saw it: used for the visit key, then dropped. */
export interface VisitClient {
  ip: string;
  userAgent: string;
}
