/**
 * Runs in the page (see callScript): keeps the menu button's `aria-expanded` in step with the
 * popover, returns focus to the button when the menu closes, and closes the menu when one of its
 * links is followed (so that the page restored by the back button shows it closed). Opening and
 * closing themselves (button, backdrop, Escape) are the browser's, with no script.
 */
export function syncMenuButton(menuId: string): void {
  const menu = document.getElementById(menuId);
  const button = document.querySelector(`[aria-controls="${menuId}"]`);
  if (!menu || !(button instanceof HTMLElement)) return;
  button.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
  // Before the change, in the same task: the state is right by the time the click is over.
  menu.addEventListener("beforetoggle", (event) => {
    if (event instanceof ToggleEvent) button.setAttribute("aria-expanded", String(event.newState === "open"));
  });
  menu.addEventListener("toggle", () => {
    const focused = document.activeElement;
    if (!menu.matches(":popover-open") && (!focused || focused === document.body || menu.contains(focused))) {
      button.focus();
    }
  });
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
  });
  // A page restored from the back-forward cache comes back as it was left.
  addEventListener("pageshow", (event) => {
    if (event.persisted) menu.hidePopover();
  });
}
