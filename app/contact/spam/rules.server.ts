/**
 * What judging a post needs beyond the token: the score and its content rules, the Unicode
 * confusables, the throwaway domains and the repeat counter. The filter imports this module on the
 * first post, not at start: its data (about 8 MB of memory) is not needed to serve pages.
 */
export { disposableDomain } from "./disposable.server";
export { createRepeatCounter } from "./repeats.server";
export { score } from "./score";
