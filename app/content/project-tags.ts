/**
 * The tags a case study can carry, in the order the projects page lists their meanings. Each
 * language writes only a tag's label (as written in `items[].tags`) and its tooltip, by id.
 */
export const tagIds = ["crm", "automation", "segmentation", "multilingual", "mobile", "b2c", "b2b", "email"] as const;

export type TagId = (typeof tagIds)[number];

/** One text per tag. */
export type TagTexts = Readonly<Record<TagId, string>>;

/** Each tag's label and tooltip, joined by id. */
export function tagsOf(texts: { labels: TagTexts; help: TagTexts }): Readonly<Record<TagId, { label: string; help: string }>> {
  return Object.fromEntries(tagIds.map((id) => [id, { label: texts.labels[id], help: texts.help[id] }])) as Record<
    TagId,
    { label: string; help: string }
  >;
}

/** Each tag's label alone, by id. */
export function labelsOf(tags: Readonly<Record<TagId, { label: string }>>): Record<TagId, string> {
  return Object.fromEntries(tagIds.map((id) => [id, tags[id].label])) as Record<TagId, string>;
}
