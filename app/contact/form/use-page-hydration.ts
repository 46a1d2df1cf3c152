import { startTransition, useEffect, useState } from "react";
import type { Trail } from "../attribution";

/**
 * Whether the page's own render (the hydration of the server's HTML) has committed: a form mounted
 * later, by a client-side navigation, starts hydrated.
 */
let pageHydrated = false;

/**
 * Whether the form runs with its script yet, and where the visitor came from: read once from this
 * page's address and its referrer (a page of this site gives its full address, campaign
 * parameters included), sent with the form for the server to read, never stored in the browser.
 * Without JavaScript the server reads the post's Referer instead.
 */
export function usePageHydration(): { hydrated: boolean; trail: Trail | null } {
  const [hydrated, setHydrated] = useState(pageHydrated);
  const [trail, setTrail] = useState<Trail | null>(null);
  useEffect(() => {
    pageHydrated = true;
    const found = { page: window.location.href, referrer: document.referrer };
    // What only the browser knows (the query, the referrer) and the form's scripted behaviour
    // arrive in one low-priority render, which React splits into short tasks: the hydration never
    // adds a second, blocking render of the form to the page's load.
    startTransition(() => {
      setHydrated(true);
      setTrail(found);
    });
  }, []);
  return { hydrated, trail };
}
