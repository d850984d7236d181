// Which pages a pager lists (platform spec section 2: margin pages and range pages): the first and
// last `boundaries` pages, the current one with `siblings` on each side, and a gap where pages are
// left out. A gap of a single page lists that page instead: an ellipsis would hide no more.

export type PagerItem = number | 'gap';

export function pagerItems(
  total: number,
  current: number,
  boundaries: number,
  siblings: number,
): PagerItem[] {
  const shown = new Set<number>();
  const add = (from: number, to: number) => {
    for (let page = Math.max(1, from); page <= Math.min(total, to); page += 1) shown.add(page);
  };
  add(1, boundaries);
  add(total - boundaries + 1, total);
  add(current - siblings, current + siblings);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
