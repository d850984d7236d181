// Days that have broken date code elsewhere (ADR 0087). Tests that work relative to "today" run
// as of each of them; `npm run test:e2e:as-of` runs the browser tests that pick dates on them too.
// Times are Toronto wall-clock times, the site's business zone.

export interface CalendarEdgeDay {
  readonly label: string;
  /** An instant, with Toronto's offset on that day. */
  readonly asOf: string;
}

export const CALENDAR_EDGE_DAYS: readonly CalendarEdgeDay[] = [
  { label: 'the 1st of a month', asOf: '2026-12-01T09:00:00-05:00' },
  { label: 'the 2nd of a month', asOf: '2027-01-02T09:00:00-05:00' },
  { label: 'the 3rd of a month', asOf: '2027-02-03T09:00:00-05:00' },
  { label: 'the last day of a month', asOf: '2027-04-30T16:00:00-04:00' },
  { label: 'the last day of a year', asOf: '2026-12-31T15:00:00-05:00' },
  { label: 'a leap day', asOf: '2028-02-29T10:00:00-05:00' },
  { label: 'the evening before a leap day', asOf: '2028-02-28T21:00:00-05:00' },
  { label: "the day Toronto's clocks go forward", asOf: '2027-03-14T09:00:00-04:00' },
  { label: "the day Toronto's clocks go back", asOf: '2027-11-07T09:00:00-05:00' },
  { label: 'a Friday evening', asOf: '2026-12-04T19:45:00-05:00' },
  { label: 'a Sunday', asOf: '2026-12-06T11:00:00-05:00' },
];
