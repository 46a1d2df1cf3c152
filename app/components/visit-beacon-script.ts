/** Where a page fetched ahead tells the server it is shown (server/visit-hook.ts counts it). */
export const visitBeaconPath = "/__visit";

/**
 * Runs in the page (see callScript). The server counts a page view when it answers the page,
 * except when the speculation rules fetch the page ahead (Sec-Purpose: prefetch): such a page says
 * so itself, once, when it is shown (a prerendered page on activation, a prefetched one on load),
 * and never if it is not. No cookie or storage: the path, query and referrer go in the URL.
 */
export function visitBeacon(beaconPath: string): void {
  const send = () =>
    void fetch(`${beaconPath}?p=${encodeURIComponent(location.pathname + location.search)}&r=${encodeURIComponent(document.referrer)}`, {
      keepalive: true,
      credentials: "omit",
    }).catch(() => {});
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) doc.addEventListener("prerenderingchange", send, { once: true });
  else if (
    (performance.getEntriesByType("navigation")[0] as { deliveryType?: string } | undefined)?.deliveryType === "navigational-prefetch"
  )
    send();
}
