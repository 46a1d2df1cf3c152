import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { InlineScript } from "./components/inline-script";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useCommonCopy } from "./content/common";
import { languageTag, localeFromPath, locales, type Locale } from "./i18n/locale";
import { useNonce } from "./nonce";
import { insightLanguages } from "./publishing/articles";
import { contentOf } from "./publishing/content";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  // The build draws favicon.ico, the touch icon and the manifest's icons from favicon.svg.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The text face, fetched with the HTML rather than after the stylesheet.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** The languages with a published article: the footer links to their Insights index (none while prerendering). */
export function loader({ context }: Route.LoaderArgs) {
  return { insights: insightLanguages(contentOf(context)) };
}

/**
 * A route's `handle`. A page that is interactive beyond links sets `hydrate: true` and gets the
 * framework's scripts; every other page is HTML and CSS with at most a few inline lines.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

function hydrates(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true;
}

/**
 * Same-site links are prerendered on pointer down (mouse, pen or touch), so the next page shows at
 * once without a client router. The browser only speculates on same-origin documents it may
 * prerender; nofollow links are left alone. Conservative, not on hover: the server counts the
 * request fetching the page ahead as the page's view (server/visit-hook.ts, no page script reports
 * anything), and a press is nearly always followed by the page (the overcount: docs/visits.md).
 */
const speculationRules = JSON.stringify({
  prerender: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[rel~=nofollow]" } }] },
      eagerness: "conservative",
    },
  ],
});

/** The lead desk's pages have their own frame and follow their operator's language. */
function isDesk(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => match.id === "desk");
}

/** A desk page's own language (sign-in and enrolment have theirs before anyone is signed in). */
function deskPageLanguage(matches: ReturnType<typeof useMatches>): Locale | undefined {
  const page = matches.at(-1);
  if (!page || !(page.handle as { desk?: boolean } | undefined)?.desk) return undefined;
  const lang = (page.data as { lang?: unknown } | undefined)?.lang;
  return locales.find((l) => l === lang);
}

export function Layout({ children }: { children: ReactNode }) {
  const desk = useRouteLoaderData("desk") as { lang?: string } | undefined;
  const path = localeFromPath(useLocation().pathname);
  const matches = useMatches();
  const locale = deskPageLanguage(matches) ?? locales.find((l) => l === desk?.lang) ?? path;
  // The dev server's hot reload rides on the framework's scripts: every page hydrates there.
  const hydrate = import.meta.env.DEV || matches.some((match) => hydrates(match.handle));
  const nonce = useNonce();
  return (
    <html lang={languageTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3bb0" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        {children}
        <InlineScript type="speculationrules" code={speculationRules} />
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const t = useCommonCopy();
  return (
    <>
      {/* Shown on focus just under the header's bar, so that it covers neither the logo nor the actions. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-18 focus:left-2"
      >
        {t.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="relative flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  const matches = useMatches();
  if (isDesk(matches)) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The fallback screen, in the page's language: the spec's English title, its French and Dutch counterparts under /fr/ and /nl/. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useCommonCopy();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Shell>
      <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <h1 className="text-3xl font-bold text-ink">{t.error.title}</h1>
        <pre className="mt-6 overflow-x-auto rounded-lg bg-hover p-4 text-sm whitespace-pre-wrap text-ink">{message}</pre>
      </section>
    </Shell>
  );
}
