import { islands } from "virtual:islands";
import { callScript, InlineScript } from "~/components/inline-script";
import { href } from "~/i18n/href";
import type { Locale } from "~/i18n/locale";
import { privacyNoticePath } from "~/i18n/pages";
import type { ContactActionData } from "../action-data";
import { ContactForm } from "../contact-form";
import type { ContactCopy } from "../copy/en";
import { islandRootId, islandStateId, type IslandState } from "./ids";
import { loadIsland } from "./load-island-script";

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or open anything. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The contact form as an island: the page is HTML (no router runtime, no document-wide
 * hydration) and one script of its language (island.*.tsx, listed by the build in
 * `virtual:islands`, scripts/vite-islands.ts) hydrates the form alone. It is one file, added with
 * its integrity once the page has loaded and painted (load-island-script.ts). No modulepreload
 * hints: fetched at high priority they would compete with the stylesheet and the font for the
 * first paint. What the server rendered the form with rides beside it as JSON (ids.ts), so that
 * the island renders the same. In development every page hydrates whole and no island script is
 * added.
 */
export function ContactIsland({ copy, locale, pageAnswer }: { copy: ContactCopy; locale: Locale; pageAnswer?: ContactActionData }) {
  const island = import.meta.env.DEV ? undefined : islands[`contact-${locale}`];
  const paths = { contact: href("contact", locale), privacy: privacyNoticePath(locale) };
  const state: IslandState = { paths, styles: island?.styles ?? [], ...(pageAnswer ? { pageAnswer } : {}) };
  return (
    <>
      <div id={islandRootId}>
        <ContactForm copy={copy} locale={locale} paths={paths} pageAnswer={pageAnswer} />
      </div>
      <script type="application/json" id={islandStateId} dangerouslySetInnerHTML={{ __html: scriptJson(state) }} />
      {island ? <InlineScript code={callScript(loadIsland, island.src, island.integrity)} /> : null}
    </>
  );
}
