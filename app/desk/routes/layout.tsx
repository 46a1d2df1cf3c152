import { conversationWords } from "~/conversation/words";
import { Outlet, useLoaderData, useMatches, type LoaderFunctionArgs } from "react-router";
import { deskWords, type DeskWords } from "../words";
import { deskGuard, optionalSession } from "../guard.server";
import { DeskLanguageForm } from "~/access/language-choice";
import { deskLanguage } from "~/access/page-language";
import { CsrfField } from "~/components/operator-ui";

/** Every desk route passes the gate first: session, origin and form token (see guard.server.ts). */
export const middleware = [deskGuard];

/** The desk's frame: its own header (no site navigation), the operator's language. */
export async function loader({ context }: LoaderFunctionArgs) {
  const session = optionalSession(context);
  return {
    lang: session?.operator.language ?? "en",
    operator: session ? { name: session.operator.name } : null,
    csrf: session?.csrf ?? null,
  };
}

export const handle = { desk: true };

/** The desk's pages in its header, in this order: [address, name]. */
function navLinks(t: DeskWords, lang: string): [string, string][] {
  return [
    ["/desk", t.nav.inbox],
    ["/desk/templates", t.nav.templates],
    ["/desk/report", t.nav.report],
    ["/desk/content", t.nav.content],
    ["/desk/mailbox", conversationWords(lang).held.nav],
    ["/desk/audit", t.nav.audit],
    ["/desk/signature", t.signature.nav],
    ["/desk/sending", t.nav.sending],
    ["/desk/passkeys", t.nav.passkeys],
  ];
}

export default function DeskLayout() {
  const { lang: operatorLang, operator, csrf } = useLoaderData<typeof loader>();
  // Signed out (sign-in, enrolment), the frame speaks the page's language.
  const page = useMatches().at(-1)?.data as { lang?: unknown } | undefined;
  const lang = (!operator && deskLanguage(page?.lang)) || deskLanguage(operatorLang) || "en";
  const t = deskWords(lang);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipLink}
      </a>
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-6xl items-center gap-x-4 gap-y-2 px-4 py-2 sm:flex-wrap sm:gap-x-6 sm:py-3">
          <a href="/desk" className="shrink-0 text-lg font-bold text-ink">
            {t.title}
          </a>
          {operator && csrf && (
            <nav
              aria-label={t.title}
              data-desk-nav
              className="flex min-w-0 items-center gap-x-4 gap-y-2 overflow-x-auto pr-10 text-sm whitespace-nowrap [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] sm:flex-wrap sm:overflow-visible sm:pr-0 sm:[mask-image:none]"
            >
              {navLinks(t, lang).map(([href, label]) => (
                <a key={href} href={href} className="font-semibold text-accent underline-offset-2 hover:underline">
                  {label}
                </a>
              ))}
              <DeskLanguageForm lang={lang} label={t.nav.language} csrf={csrf} />
              <span className="text-muted">{operator.name}</span>
              <form method="post" action="/desk/sign-out">
                <CsrfField token={csrf} />
                <button type="submit" className="min-h-11 font-semibold text-accent hover:underline">
                  {t.nav.signOut}
                </button>
              </form>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 focus:outline-none sm:py-6">
        <Outlet />
      </main>
    </>
  );
}
