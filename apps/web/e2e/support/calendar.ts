import type { Page } from 'playwright-core';
import { calendarDayLabel } from './dates.ts';

/**
 * The calendar's button for a date, looked up by its exact name: '1 December 2026' must not also
 * match '11 December 2026' or '21 December 2026'.
 */
export function calendarDay(page: Page, date: string) {
  return page.getByRole('button', { name: calendarDayLabel(date), exact: true });
}

/** Clicks a date in the open calendar, turning to the next month while the date is not shown. */
export async function pickCalendarDay(page: Page, date: string): Promise<void> {
  const day = calendarDay(page, date);
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  await nextMonth.waitFor();
  for (let turns = 0; !(await day.isVisible()); turns += 1) {
    if (turns === 2) throw new Error(`${date} is not in the calendar's next two months`);
    await nextMonth.click();
    await day.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await day.click();
}
