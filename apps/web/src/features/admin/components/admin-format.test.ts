import { describe, expect, it } from 'vitest';
import { dateEastern } from './admin-format.ts';

describe('dateEastern', () => {
  it("shows the site's date format, the day as in Toronto (N5)", () => {
    expect(dateEastern('2026-11-27T15:00:00.000Z')).toBe('27th November, 2026');
    // 22:00 in Toronto on the 27th is already the 28th in UTC.
    expect(dateEastern('2026-11-28T03:00:00.000Z')).toBe('27th November, 2026');
    expect(dateEastern('2026-07-01T12:00:00.000Z')).toBe('1st July, 2026');
  });
});
