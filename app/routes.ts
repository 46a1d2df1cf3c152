import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { locales, type Locale } from "./i18n/locale";
import { pageIds, pages, type PageEntry } from "./i18n/pages";
import { contactSendPath } from "./contact/send";
import { insightsPaths } from "./publishing/article-paths";

/** Each page is registered once per language (and once per French alias) from the page table. */
function pageRoutes() {
  return pageIds.flatMap((id) => {
    const page: PageEntry = pages[id];
    const module = (locale: Locale) => page.modules?.[locale] ?? page.module;
    return [
      route(page.en, module("en"), { id: `${id}-en` }),
      route(page.fr, module("fr"), { id: `${id}-fr` }),
      ...page.frAliases.map((alias, i) => route(alias, module("fr"), { id: `${id}-fr-alias-${i}` })),
      route(page.nl, module("nl"), { id: `${id}-nl` }),
    ];
  });
}

/** Where the contact form's script posts, beside each language's contact page (~/contact/send.ts). */
const contactSendRoutes = locales.map((locale) =>
  route(contactSendPath(pages.contact[locale]).slice(1), "routes/contact-send.ts", { id: `contact-send-${locale}` }),
);

/** Each case study's own page, under the projects page in each language (~/publishing/content.ts). */
const caseStudyRoutes = locales.map((locale) =>
  route(`${pages.projects[locale]}/:slug`, "routes/case-study.tsx", { id: `case-study-${locale}` }),
);

/** The Insights section: an index and each article's page per language, rendered once one is published (~/publishing/articles.ts). */
const insightsRoutes = locales.flatMap((locale) => [
  route(insightsPaths[locale], "routes/insights.tsx", { id: `insights-${locale}` }),
  route(`${insightsPaths[locale]}/:slug`, "routes/article.tsx", { id: `insights-article-${locale}` }),
]);

/** The lead desk: server-rendered for each request, operators only (never prerendered). */
/**
 * The content engine (~/cms): one entry page and one preview for every collection, under the desk's
 * layout (sign-in); `new` is a new entry. Case studies at /desk/content/<id>, the others under their path.
 */
const cmsRoutes = [
  route("content", "cms/routes/content.tsx"),
  ...["", "articles/", "team/", "quotes/"].flatMap((path) => {
    const id = path ? path.slice(0, -1) : "cases";
    return [
      route(`content/${path}:id`, "cms/routes/entry.tsx", { id: `cms-entry-${id}` }),
      route(`content/${path}:id/preview/:lang`, "cms/routes/preview.tsx", { id: `cms-preview-${id}` }),
    ];
  }),
];

/** Signing in, enrolling a passkey and the operator's passkeys are access's (~/access), under the desk's layout and gate. */
const deskRoutes = [
  route("desk", "desk/routes/layout.tsx", { id: "desk" }, [
    index("desk/routes/inbox.tsx"),
    route("sign-in", "access/routes/sign-in.tsx"),
    route("enrol/:token", "access/routes/enrol.tsx"),
    route("sign-out", "access/routes/sign-out.ts"),
    route("language", "desk/routes/language.ts"),
    route("api/sign-in", "access/routes/api-sign-in.ts"),
    route("api/enrol/:token", "access/routes/api-enrol.ts"),
    route("leads/:id", "desk/routes/lead.tsx"),
    route("leads/:id/reply", "desk/routes/reply.ts"),
    route("leads/:id/assign", "desk/routes/assign.ts"),
    route("leads/:id/mailto", "desk/routes/mailto.ts"),
    route("leads/:id/personal-data", "desk/routes/person-export.ts"),
    route("retry-failed", "desk/routes/retry-failed.ts"),
    route("templates", "desk/routes/templates.tsx"),
    route("templates/:id", "desk/routes/template.tsx"),
    route("report", "desk/routes/report.tsx"),
    route("audit", "desk/routes/audit.tsx"),
    route("mailbox", "desk/routes/mailbox.tsx"),
    route("content/schedule/:id", "cms/schedule/route.tsx"),
    route("content/address/:id", "cms/slugs/route.tsx"),
    ...cmsRoutes,
    route("passkeys", "access/routes/passkeys.tsx"),
    route("signature", "desk/routes/signature.tsx"),
    route("sending", "desk/routes/sending.tsx"),
    route("export.csv", "desk/routes/export.ts", { id: "desk-export-csv" }),
    route("export.json", "desk/routes/export.ts", { id: "desk-export-json" }),
    route("export.xlsx", "desk/routes/export.ts", { id: "desk-export-xlsx" }),
  ]),
];

export default [
  ...pageRoutes(),
  ...caseStudyRoutes,
  ...insightsRoutes,
  ...contactSendRoutes,
  ...deskRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
