// Runs the browser tests "as if" on a chosen day (ADR 0087): E2E_AS_OF=2028-02-29T10:00:00-05:00.
// The test runner, every server it starts (CLOCK_AS_OF) and every browser context (Playwright's
// clock) read the same shifted time, which keeps running from there.

import { runClockFrom } from '../../../api/src/lib/process-clock.ts';

let shiftedBy = 0;

/** Milliseconds from the real clock to E2E_AS_OF; 0 when it is unset. */
export function asOfOffsetFromEnv(value = process.env.E2E_AS_OF): number {
  if (value === undefined || value.trim() === '') return 0;
  const instant = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant)) {
    throw new Error(
      `E2E_AS_OF must be an ISO 8601 date and time such as 2028-02-29T10:00:00-05:00, got '${value}'`,
    );
  }
  return instant - Date.now();
}

/** Shifts this process's clock by `offsetMs` (the runner's and each test worker's). */
export function shiftTestClock(offsetMs: number): void {
  if (offsetMs === 0 || shiftedBy !== 0) return;
  runClockFrom(new Date(Date.now() + offsetMs));
  shiftedBy = offsetMs;
}

/** The instant a server started now should run from, or undefined for the real clock. */
export function serverClockAsOf(): string | undefined {
  return shiftedBy === 0 ? undefined : new Date().toISOString();
}

export const isClockShifted = () => shiftedBy !== 0;
