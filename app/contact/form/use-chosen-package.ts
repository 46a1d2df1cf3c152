import { useCallback, useState } from "react";
import { packageParam, parsePackage, type PackageId } from "~/content/packages";

/** The `?package=` of the page's address, read in the browser only. */
function packageInAddress(): PackageId | null {
  return parsePackage(new URLSearchParams(window.location.search).get(packageParam));
}

/**
 * The package chosen on the packages page (?package=…): shown, sent, removable. An unknown value
 * is ignored. Read after hydration: the prerendered page cannot know the query. A refused post
 * without JavaScript shows again the package it carried (`echoed`, from its field or Referer).
 * Removing it takes it out of the address too (replaced, so Back does not bring it again).
 */
export function useChosenPackage(hydrated: boolean, echoed: string | null | undefined) {
  const [removed, setRemoved] = useState(false);
  const echoedPackage = removed ? null : parsePackage(echoed);
  const chosen: PackageId | null = (hydrated && !removed ? packageInAddress() : null) ?? echoedPackage;
  // Before hydration (and without JavaScript) each package's notice is in the page, hidden, and
  // shown by CSS when 'Choose this package' targets it (`#write-to-us-starter`).
  const targetNotices = !hydrated && !echoedPackage;
  const removePackage = useCallback(() => {
    setRemoved(true);
    const url = new URL(window.location.href);
    if (!url.searchParams.has(packageParam)) return;
    url.searchParams.delete(packageParam);
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return { chosen, targetNotices, removePackage };
}
