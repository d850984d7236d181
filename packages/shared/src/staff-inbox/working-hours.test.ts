import { describe, expect, it } from 'vitest';
import { addWorkingHours, dueStateAt, replyDueBy, subtractWorkingHours } from './working-hours.ts';

const at = (iso: string) => new Date(iso);

describe('replyDueBy: 24 working hours, Monday to Friday 10:00 to 20:00 Toronto', () => {
  it('counts two full days and four hours from a Monday opening', () => {
    // 2026-11-16 is a Monday; EST is UTC-5.
    expect(replyDueBy(at('2026-11-16T15:00:00Z')).toISOString()).toBe('2026-11-18T19:00:00.000Z');
  });

  it('skips the weekend: Thursday 18:00 is due Tuesday 12:00', () => {
    // Thursday 18:00 EST: 2 h left Thursday, 10 h Friday, 10 h Monday, 2 h Tuesday.
    expect(replyDueBy(at('2026-11-19T23:00:00Z')).toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('starts at the next opening for a lead received at night or on a weekend', () => {
    // Saturday noon and Friday 21:00 both start Monday 10:00, due Wednesday 14:00.
    const due = '2026-11-25T19:00:00.000Z';
    expect(replyDueBy(at('2026-11-21T17:00:00Z')).toISOString()).toBe(due);
    expect(replyDueBy(at('2026-11-21T02:00:00Z')).toISOString()).toBe(due);
  });

  it('counts wall-clock hours across the November clock change', () => {
    // Friday 2026-10-30 15:00 EDT (19:00Z): 5 h Friday; clocks go back Sunday 1 November;
    // 10 h Monday, 9 h Tuesday: due Tuesday 19:00 EST = 2026-11-04 00:00Z.
    expect(replyDueBy(at('2026-10-30T19:00:00Z')).toISOString()).toBe('2026-11-04T00:00:00.000Z');
  });

  it('counts wall-clock hours across the March clock change', () => {
    // Friday 2027-03-12 15:00 EST (20:00Z); clocks go forward Sunday 14 March; due Tuesday 19:00
    // EDT = 23:00Z.
    expect(replyDueBy(at('2027-03-12T20:00:00Z')).toISOString()).toBe('2027-03-16T23:00:00.000Z');
  });
});

describe('subtractWorkingHours undoes addWorkingHours for instants inside working hours', () => {
  it('walks back over a weekend', () => {
    const received = at('2026-11-19T23:00:00Z');
    expect(subtractWorkingHours(replyDueBy(received), 24).toISOString()).toBe(received.toISOString());
  });

  it('gives the latest received time that is overdue at a given moment', () => {
    // Tuesday 2026-11-24 12:00 EST: 24 working hours back is Thursday 18:00.
    expect(subtractWorkingHours(at('2026-11-24T17:00:00Z'), 24).toISOString()).toBe(
      '2026-11-19T23:00:00.000Z',
    );
    // On Sunday, the last working instant was Friday 20:00.
    expect(subtractWorkingHours(at('2026-11-22T17:00:00Z'), 10).toISOString()).toBe(
      '2026-11-20T15:00:00.000Z',
    );
  });

  it('adds zero hours as no time', () => {
    expect(addWorkingHours(at('2026-11-21T17:00:00Z'), 0).toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });
});

describe('dueStateAt', () => {
  const due = at('2026-11-24T17:00:00Z'); // Tuesday 12:00 EST
  it('is overdue from the due time on', () => {
    expect(dueStateAt(due, due)).toBe('overdue');
    expect(dueStateAt(due, at('2026-11-24T17:00:01Z'))).toBe('overdue');
  });
  it('is due soon within two working hours, counted across the night', () => {
    expect(dueStateAt(due, at('2026-11-24T15:30:00Z'))).toBe('due-soon');
    // Monday 19:30: half an hour Monday and 2 h Tuesday morning remain.
    expect(dueStateAt(due, at('2026-11-24T00:30:00Z'))).toBe('on-time');
    // Tuesday 09:00, before opening: exactly 2 working hours remain.
    expect(dueStateAt(due, at('2026-11-24T14:00:00Z'))).toBe('on-time');
    // Due Tuesday 11:00; Monday 19:30 leaves half an hour and one hour.
    expect(dueStateAt(at('2026-11-24T16:00:00Z'), at('2026-11-24T00:30:00Z'))).toBe('due-soon');
  });
  it('is on time further ahead', () => {
    expect(dueStateAt(due, at('2026-11-23T17:00:00Z'))).toBe('on-time');
  });
});
