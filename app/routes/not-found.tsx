import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { useCommonCopy, commonCopy } from "~/content/common";
import { localeFromPath } from "~/i18n/locale";

/** A real 404 status for any unknown path, English or French. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = commonCopy[localeFromPath(location.pathname)].notFound;
  return [
    { title: t.metaTitle },
    { name: "description", content: t.metaDescription },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const { pathname } = useLocation();
  const t = useCommonCopy().notFound;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t.title}</h1>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t.home}
      </Link>
    </section>
  );
}
