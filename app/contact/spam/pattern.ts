/** One word rule of the spam filter: its label (the reason in words), its pattern, its weight. */
export type SpamPattern = readonly [label: string, pattern: RegExp, weight: number];
