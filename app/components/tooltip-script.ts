/**
 * Runs in the page (see callScript): the project tags' tooltips. A tooltip opens 700 ms after the
 * pointer rests on its tag, at once on keyboard focus or a tap, and at once on a neighbouring tag
 * reached within 300 ms of the last one closing; Escape, leaving the tag, blur or a tap elsewhere
 * close it. Tags carry `data-tag` and name their tooltip with `aria-describedby`; the CSS shows a
 * tooltip that has `data-open` and places it (`data-side`).
 */
export function tagTooltips(openDelay: number, skipDelay: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: Element | null = null;
  let closedAt = -Infinity;

  const tagOf = (target: EventTarget | null) => (target instanceof Element ? target.closest("[data-tag]") : null);
  const tipOf = (tag: Element) => document.getElementById(tag.getAttribute("aria-describedby") ?? "");

  const hide = () => {
    clearTimeout(timer);
    if (!shown) return;
    tipOf(shown)?.removeAttribute("data-open");
    shown = null;
    closedAt = performance.now();
  };
  const show = (tag: Element) => {
    clearTimeout(timer);
    if (shown === tag) return;
    hide();
    const tip = tipOf(tag);
    if (!tip) return;
    shown = tag;
    tip.removeAttribute("data-side");
    tip.setAttribute("data-open", "");
    // Below its tag unless it would cover a heading there; then above, if that covers none.
    const covers = () => {
      const box = tip.getBoundingClientRect();
      return [...document.querySelectorAll("main :is(h1, h2, h3, h4)")].some((heading) => {
        const h = heading.getBoundingClientRect();
        return box.left < h.right && h.left < box.right && box.top < h.bottom && h.top < box.bottom;
      });
    };
    if (covers()) {
      tip.setAttribute("data-side", "top");
      if (covers()) tip.removeAttribute("data-side");
    }
  };

  document.addEventListener("pointerover", (event) => {
    const tag = tagOf(event.target);
    if (!tag || event.pointerType === "touch" || tag === shown) return;
    clearTimeout(timer);
    if (performance.now() - closedAt < skipDelay) show(tag);
    else timer = setTimeout(() => show(tag), openDelay);
  });
  document.addEventListener("pointerout", (event) => {
    const tag = tagOf(event.target);
    if (!tag || event.pointerType === "touch") return;
    if (event.relatedTarget instanceof Node && tag.contains(event.relatedTarget)) return;
    // A tag reached by keyboard keeps its tooltip while it has focus.
    if (tag === shown && tag.matches(":focus-visible")) return;
    clearTimeout(timer);
    if (tag === shown) hide();
  });
  document.addEventListener("focusin", (event) => {
    const tag = tagOf(event.target);
    if (tag && tag.matches(":focus-visible")) show(tag);
  });
  document.addEventListener("focusout", (event) => {
    if (tagOf(event.target) === shown) hide();
  });
  document.addEventListener("click", (event) => {
    const tag = tagOf(event.target);
    if (tag) show(tag);
  });
  document.addEventListener("pointerdown", (event) => {
    if (shown && tagOf(event.target) !== shown) hide();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
  // From here on the script decides; without it, CSS shows a tooltip on hover and keyboard focus.
  for (const list of document.querySelectorAll("[data-tooltips]")) list.setAttribute("data-tooltips", "script");
}
