import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { packageParam, parsePackage, type PackageId } from "../packages";

/**
 * The package chosen on the packages page (?package=…): shown, sent, removable. An unknown value
 * is ignored. Read after hydration: the prerendered page cannot know the query. A refused post
 * without JavaScript shows again the package it carried (`echoed`, from its field or Referer).
 */
export function useChosenPackage(hydrated: boolean, echoed: string | null | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [echoRemoved, setEchoRemoved] = useState(false);
  const echoedPackage = echoRemoved ? null : parsePackage(echoed);
  const chosen: PackageId | null = (hydrated ? parsePackage(searchParams.get(packageParam)) : null) ?? echoedPackage;
  // Before hydration (and without JavaScript) each package's notice is in the page, hidden, and
  // shown by CSS when 'Choose this package' targets it (`#write-to-us-starter`).
  const targetNotices = !hydrated && !echoedPackage;
  const removePackage = useCallback(() => {
    setEchoRemoved(true);
    setSearchParams(
      (params) => {
        params.delete(packageParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);
  return { chosen, targetNotices, removePackage };
}
