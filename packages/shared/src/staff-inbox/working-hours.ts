// The 24-hour reply promise (company `replyPromise`) counted in the office's working hours:
// Monday to Friday 10:00 to 20:00 in America/Toronto (the spec's weekday hours), weekends skipped.
// Pure: instants in, instants out. Each day's opening and closing are turned into instants with
// the zone's offset on that day, so a week crossing a clock change is still counted in wall time.

import { addDays, todayInZone } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { weekdayOf, zonedTimeToInstant } from '../booking/booking-slots.ts';

export const WORKDAY_OPEN_MINUTES = 10 * 60;
export const WORKDAY_CLOSE_MINUTES = 20 * 60;
/** The promise: a reply within 24 working hours. */
export const REPLY_WORKING_HOURS = 24;
/** A lead is 'due soon' when its due time is less than this many working hours away. */
export const DUE_SOON_WORKING_HOURS = 2;

const HOUR_MS = 3_600_000;

type Window = { open: number; close: number } | undefined;

// A page of 25 leads asks for the same few days again and again; each window costs four zone
// look-ups (bench:inbox). Bounded: cleared when it grows past a few years of days.
const windows = new Map<CivilDate, Window>();

/** The working window of a civil date, or undefined on a weekend. */
function workingWindow(date: CivilDate): Window {
  if (windows.has(date)) return windows.get(date);
  const weekday = weekdayOf(date);
  const window =
    weekday === 0 || weekday === 6
      ? undefined
      : {
          open: zonedTimeToInstant(date, WORKDAY_OPEN_MINUTES).getTime(),
          close: zonedTimeToInstant(date, WORKDAY_CLOSE_MINUTES).getTime(),
        };
  if (windows.size > 2000) windows.clear();
  windows.set(date, window);
  return window;
}

/** The earliest instant at which `hours` working hours have passed since `start`. */
export function addWorkingHours(start: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  if (remaining <= 0) return new Date(start.getTime());
  const cursor = start.getTime();
  let date = todayInZone(start);
  // A week always holds 50 working hours, so this ends within hours / 10 + 3 days.
  for (;;) {
    const window = workingWindow(date);
    if (window !== undefined) {
      const from = Math.max(cursor, window.open);
      if (from < window.close) {
        const available = window.close - from;
        if (remaining <= available) return new Date(from + remaining);
        remaining -= available;
      }
    }
    date = addDays(date, 1);
  }
}

/**
 * The latest instant from which `hours` working hours have passed by `end`: every lead received at
 * or before it is due at or before `end`. The inbox turns "overdue" into `received_at <= this`.
 */
export function subtractWorkingHours(end: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  if (remaining <= 0) return new Date(end.getTime());
  const cursor = end.getTime();
  let date = todayInZone(end);
  for (;;) {
    const window = workingWindow(date);
    if (window !== undefined) {
      const to = Math.min(cursor, window.close);
      if (to > window.open) {
        const available = to - window.open;
        if (remaining <= available) return new Date(to - remaining);
        remaining -= available;
      }
    }
    date = addDays(date, -1);
  }
}

/** When the reply to a lead received at `receivedAt` is due. */
export function replyDueBy(receivedAt: Date): Date {
  return addWorkingHours(receivedAt, REPLY_WORKING_HOURS);
}

export type DueState = 'overdue' | 'due-soon' | 'on-time';

/** Overdue once the due time has come; due soon when less than 2 working hours remain. */
export function dueStateAt(dueBy: Date, now: Date): DueState {
  if (dueBy.getTime() <= now.getTime()) return 'overdue';
  return addWorkingHours(now, DUE_SOON_WORKING_HOURS).getTime() > dueBy.getTime() ? 'due-soon' : 'on-time';
}
