import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

declare global {
  interface Window {
    __reactRouterManifest?: { sri?: true | Record<string, string> };
  }
}

/**
 * React Router's default client entry, plus one step: the server renames the import map's marker
 * to valid HTML (`data-rr-importmap`, lib/sri.ts), so the router, which looks for `rr-importmap`,
 * gets the scripts' integrity from here instead.
 */
const manifest = window.__reactRouterManifest;
const importMap = document.querySelector("script[data-rr-importmap]");
if (manifest?.sri === true && importMap?.textContent) {
  const parsed: unknown = JSON.parse(importMap.textContent);
  if (parsed && typeof parsed === "object" && "integrity" in parsed && parsed.integrity && typeof parsed.integrity === "object") {
    manifest.sri = parsed.integrity as Record<string, string>;
  }
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
