import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstRowsFirst } from './use-first-rows-first.ts';

describe('useFirstRowsFirst (ADR 0085)', () => {
  it('shows the first slice, then every row from a later task', async () => {
    vi.useFakeTimers();
    try {
      const rows = Array.from({ length: 10 }, (_, i) => i);
      const { result } = renderHook(() => useFirstRowsFirst(rows, 3));
      expect(result.current).toEqual([0, 1, 2]);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(result.current).toEqual(rows);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds the rest ten rows per task', async () => {
    vi.useFakeTimers();
    try {
      const rows = Array.from({ length: 30 }, (_, i) => i);
      const { result } = renderHook(() => useFirstRowsFirst(rows, 5));
      expect(result.current).toHaveLength(5);
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(result.current).toHaveLength(15);
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(result.current).toHaveLength(25);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(result.current).toEqual(rows);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a short list whole, and a list that arrives later by slices', async () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ rows }) => useFirstRowsFirst(rows, 3), {
        initialProps: { rows: [] as number[] },
      });
      expect(result.current).toEqual([]);
      rerender({ rows: [1, 2] });
      expect(result.current).toEqual([1, 2]);
      rerender({ rows: [1, 2, 3, 4, 5] });
      expect(result.current).toEqual([1, 2, 3]);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(result.current).toEqual([1, 2, 3, 4, 5]);
    } finally {
      vi.useRealTimers();
    }
  });
});
