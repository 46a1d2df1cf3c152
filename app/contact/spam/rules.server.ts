/**
 * What judging a post needs beyond the token: the score and its content rules, the Unicode
 * confusables, the throwaway domains, the repeat counter and the statistical model (whose weights
 * classifier.server.ts reads on its first use). The filter imports this module on the
 * first post, not at start: its data (about 8 MB of memory) is not needed to serve pages.
 */
export { disposableDomain } from "./disposable.server";
export { createRepeatCounter } from "./repeats.server";
export { score } from "./score";
export { classifierProbability } from "./classifier.server";
