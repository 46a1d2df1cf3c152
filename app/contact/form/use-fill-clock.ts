import { useEffect, useRef } from "react";

/**
 * Milliseconds since the form was shown, or null before its first effect. The clock starts when
 * the page was shown, not when its script ran: a form rendered by the server (this render is the
 * hydration) was on screen since the navigation started (time 0 of performance.now()); a form
 * mounted by a client-side navigation, at its mount.
 */
export function useFillClock(hydrated: boolean): () => number | null {
  const shownBeforeHydration = useRef(!hydrated);
  const shownSince = useRef<number | null>(null);
  useEffect(() => {
    shownSince.current = shownBeforeHydration.current ? 0 : performance.now();
  }, []);
  return () => (shownSince.current === null ? null : Math.round(performance.now() - shownSince.current));
}
