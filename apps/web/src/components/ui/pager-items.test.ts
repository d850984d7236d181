import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items.ts';

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1, 2, 1)).toEqual([1]);
    expect(pagerItems(7, 4, 2, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the margins and the current page with its neighbours, with gaps between', () => {
    expect(pagerItems(40, 20, 2, 1)).toEqual([1, 2, 'gap', 19, 20, 21, 'gap', 39, 40]);
    expect(pagerItems(40, 1, 2, 1)).toEqual([1, 2, 'gap', 39, 40]);
    expect(pagerItems(40, 40, 2, 1)).toEqual([1, 2, 'gap', 39, 40]);
  });

  it('lists a single left-out page rather than an ellipsis for it', () => {
    expect(pagerItems(40, 5, 2, 1)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 39, 40]);
    expect(pagerItems(10, 6, 2, 1)).toEqual([1, 2, 'gap', 5, 6, 7, 8, 9, 10]);
  });

  it('never lists a page outside the list', () => {
    expect(pagerItems(3, 9, 2, 1)).toEqual([1, 2, 3]);
    expect(pagerItems(0, 1, 2, 1)).toEqual([]);
  });
});
