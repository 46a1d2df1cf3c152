/**
 * The language of a desk page shown before anyone is signed in (sign-in, enrolment): the page's own
 * switch (`?lang=`), else the invitation's, else the browser's first choice of English or French.
 */
export type DeskLanguage = "en" | "fr";

export function acceptedLanguage(header: string | null): DeskLanguage {
  const ranked = (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => /^\s*q=/.test(p)) ?? "")?.[1] ?? 1);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === "fr" || tag.startsWith("fr-")) return "fr";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "en";
}

export function pageLanguage(url: URL, request: Request, invited: DeskLanguage | null = null): DeskLanguage {
  const chosen = url.searchParams.get("lang");
  if (chosen === "fr" || chosen === "en") return chosen;
  return invited ?? acceptedLanguage(request.headers.get("accept-language"));
}

/** The same page in the other language (the switch's link), its other parameters kept. */
export function otherLanguageHref(url: URL, language: DeskLanguage): string {
  const params = new URLSearchParams(url.searchParams);
  params.set("lang", language === "fr" ? "en" : "fr");
  return `${url.pathname}?${params}`;
}
