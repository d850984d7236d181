import { todayInZone } from '@brokerage/shared/dates/civil-date';

/**
 * The first time-zone formatter a page builds loads the zone's data: about 5 ms on a desktop and
 * over 20 ms on a slow phone. A quote page calls this when its module loads, so that cost is a
 * task of its own before the page renders, not part of the form's render (Total Blocking Time,
 * issue 14, ADR 0086). Nothing happens outside a browser (prerendering).
 */
export function warmTodayInZone(): void {
  if (typeof window !== 'undefined') setTimeout(() => todayInZone(new Date()), 0);
}
