/** A `?page=` of a desk list: a whole page between 1 and the last, whatever was typed. */
export function pageNumber(value: string | null, last: number): number {
  const n = Math.floor(Number(value ?? 1));
  if (!Number.isFinite(n)) return n === Infinity ? last : 1;
  return Math.min(Math.max(1, n), last);
}
