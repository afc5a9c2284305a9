/**
 * The page links around the current page (spec 01 section 9: up to 5), kept inside 1..total and
 * shifted at the ends so there are always `max` of them when the list has that many pages.
 */
export function pageLinks(current: number, total: number, max = 5): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(max, total);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
