/** `request_id` → `requestId`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The named columns of a row under their camelCase names, values as they are. */
export type CamelRow<R, K extends keyof R & string> = { [P in K as CamelCase<P>]: R[P] };

/**
 * A row's columns as the code outside storage names them (`request_id` → `requestId`): only the
 * columns named, so a column added to the table never leaks into what a page or a mail receives.
 * What a column needs beyond its name (parsing JSON, a default) the caller writes beside it.
 */
export function camelRow<R, K extends keyof R & string>(row: R, columns: readonly K[]): CamelRow<R, K> {
  const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(columns.map((c) => [camel(c), row[c]])) as CamelRow<R, K>;
}
