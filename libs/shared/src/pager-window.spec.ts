import { describe, expect, it } from 'vitest';
import { pagerItems, pagerWindow } from './pager-window.js';

// docs/screens.md §2: "up to 5 page buttons in a window around the current page"; "up to 5 numbered buttons in a sliding window"
describe('pagerWindow', () => {
  it('centres the window on the current page', () => {
    expect(pagerWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('slides against the first and last page', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than 5', () => {
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('is empty when there are no pages', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range', () => {
    expect(pagerWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerWindow(-1, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes another window size', () => {
    expect(pagerWindow(5, 10, 4)).toEqual([3, 4, 5, 6]);
  });
});

describe('pagerItems', () => {
  it('always offers the first and the last page, with a gap where pages are skipped', () => {
    expect(pagerItems(1, 40, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pagerItems(20, 40, 5)).toEqual([1, 'gap', 18, 19, 20, 21, 22, 'gap', 40]);
    expect(pagerItems(40, 40, 5)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });

  it('adds no gap when the window reaches next to the first or last page', () => {
    expect(pagerItems(4, 7, 5)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(3, 6, 5)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 0, 5)).toEqual([]);
  });
});
