/**
 * A dictionary's shape with every text widened to string: the English dictionary is written
 * `as const` and the French one is typed `Copy<typeof en>`, so a missing or extra key in French
 * is a type error.
 */
export type Copy<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Copy<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Copy<T[K]> }
      : T;

/** Every page dictionary starts with its head: title and meta description (50–160 characters). */
export interface PageHead {
  readonly meta: { readonly title: string; readonly description: string };
}
