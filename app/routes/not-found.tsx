import type { ReactNode } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { callScript, InlineScript } from "~/components/inline-script";
import { useCommonCopy, commonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { localeFromPath } from "~/i18n/locale";
import { isBadRequestShell, isErrorShell, mainNav } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/**
 * A real 404 status for any unknown path, in English, French or Dutch. The build prerenders this
 * page at the internal shell paths, which answer 200 (a prerender must), into 404.html, fr/404.html
 * and nl/404.html.
 */
export function loader({ request }: Route.LoaderArgs) {
  // The request reaches the loader as sent: the prerender's data request ends in ".data".
  const path = new URL(request.url).pathname.replace(/(\/_)?\.data$/, "");
  return data(null, { status: isErrorShell(path) ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = commonCopy[localeFromPath(location.pathname)];
  const t = copy.notFound;
  return [
    { title: isBadRequestShell(location.pathname) ? copy.badRequest.metaTitle : t.metaTitle },
    { name: "description", content: t.metaDescription },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Runs in the page (see callScript). One prerendered document answers every unknown path, so the
 * path is read here: it is logged, and each language link is pointed at it with its language's
 * prefix (/fr, /nl or none) in place of the path's own (as switchLocale does for a path outside
 * the page table), always a path of this site.
 */
function logUnknownPath(): void {
  const path = location.pathname;
  console.error("404 Error: User attempted to access non-existent route:", path);
  const base = path.replace(/^\/(fr|nl)(?=\/|$)/, "") || "/";
  for (const link of document.querySelectorAll("a[data-locale-switch]")) {
    const target = link.getAttribute("data-locale-switch");
    const other = target === "en" ? base : base === "/" ? `/${target}/` : `/${target}${base}`;
    // One leading slash, never two (nor a backslash, read as one): `//evil.example/x` leaves the site.
    link.setAttribute("href", `/${other.replace(/^[/\\]+/, "")}`);
  }
}

/**
 * The body the 404 and the 400 share: the status, what happened, in the visitor's language, and
 * the way home; `children` (the 404's list of sections) follow the link.
 */
function ErrorBody({
  status,
  title,
  text,
  home,
  children,
}: {
  status: 400 | 404;
  title: string;
  text?: string;
  home: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-accent" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      {text === undefined ? null : <p className="mt-4 text-lg text-muted">{text}</p>}
      <a
        href={href("home", locale)}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {home}
      </a>
      {children}
    </section>
  );
}

/**
 * The page a 400 answers with (prerendered into 400.html, fr/400.html and nl/400.html, served by the server for
 * a request it cannot take).
 */
function BadRequest() {
  const { badRequest: t } = useCommonCopy();
  return <ErrorBody status={400} title={t.title} text={t.text} home={t.home} />;
}

export default function NotFound() {
  const locale = useLocale();
  const { notFound: t, nav, footer } = useCommonCopy();
  const { pathname } = useLocation();
  if (isBadRequestShell(pathname)) return <BadRequest />;
  return (
    <ErrorBody status={404} title={t.title} home={t.home}>
      <h2 className="mt-12 text-lg font-semibold text-ink">{t.sections}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {[...mainNav, "about" as const, "contact" as const].map((id) => (
          <li key={id}>
            <a
              href={href(id, locale)}
              className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-4 font-medium text-ink hover:bg-hover"
            >
              {nav.items[id as keyof typeof nav.items] ?? (id === "about" ? footer.navigation.about : nav.contact)}
            </a>
          </li>
        ))}
      </ul>
      <InlineScript code={callScript(logUnknownPath)} />
    </ErrorBody>
  );
}
