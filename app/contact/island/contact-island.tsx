import { islands } from "virtual:islands";
import { InlineScript } from "~/components/inline-script";
import type { Locale } from "~/i18n/locale";
import type { ContactActionData } from "../action-data";
import { ContactForm } from "../contact-form";
import type { ContactCopy } from "../copy/en";
import { islandRootId, islandStateId } from "./ids";

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
 * `virtual:islands`) hydrates the form alone; an import map gives the integrity of the chunks it
 * imports (the script's own is on its tag). No modulepreload hints: fetched at high priority they
 * would compete with the stylesheet and the font for the first paint. A post's answer (without JavaScript) rides beside it as JSON, so that the island
 * renders what the server did. In development every page hydrates whole and no island script is
 * added.
 */
export function ContactIsland({ copy, locale, pageAnswer }: { copy: ContactCopy; locale: Locale; pageAnswer?: ContactActionData }) {
  const island = import.meta.env.DEV ? undefined : islands[`contact-${locale}`];
  return (
    <>
      <div id={islandRootId}>
        <ContactForm copy={copy} locale={locale} pageAnswer={pageAnswer} />
      </div>
      {pageAnswer ? (
        <script type="application/json" id={islandStateId} dangerouslySetInnerHTML={{ __html: scriptJson(pageAnswer) }} />
      ) : null}
      {island ? (
        <>
          <InlineScript
            type="importmap"
            code={scriptJson({ integrity: Object.fromEntries(island.imports.map((c) => [c.src, c.integrity])) })}
          />
          <script type="module" src={island.src} integrity={island.integrity} />
        </>
      ) : null}
    </>
  );
}
