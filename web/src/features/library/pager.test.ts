import { describe, expect, it } from 'vitest';
import { SIDEBAR_PAGE_SIZE, pagerState } from './pager.ts';

describe('pagerState', () => {
  it('uses 15 per page', () => expect(SIDEBAR_PAGE_SIZE).toBe(15));

  it('is hidden on page 1 with a short page', () => {
    expect(pagerState(1, 3, false).visible).toBe(false);
    expect(pagerState(1, 0, false).visible).toBe(false);
  });

  it('shows on page 1 with a full page: Previous off, Next on', () => {
    expect(pagerState(1, 15, false)).toEqual({ visible: true, previousDisabled: true, nextDisabled: false });
  });

  it('turns Next off while loading', () => {
    expect(pagerState(1, 15, true)).toEqual({ visible: true, previousDisabled: true, nextDisabled: true });
  });

  it('shows past page 1 even with a short page: Previous on, Next off', () => {
    expect(pagerState(2, 1, false)).toEqual({ visible: true, previousDisabled: false, nextDisabled: true });
    expect(pagerState(3, 0, false)).toEqual({ visible: true, previousDisabled: false, nextDisabled: true });
  });

  it('enables both in the middle of the list', () => {
    expect(pagerState(2, 15, false)).toEqual({ visible: true, previousDisabled: false, nextDisabled: false });
  });
});
