export const SIDEBAR_PAGE_SIZE = 15;
export const FIRST_PAGE = 1;

export interface PagerState {
  visible: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/**
 * The sidebar pager, as the spec words it: shown when a full page came back or past page 1;
 * Previous off on page 1; Next off while loading or after a short page.
 */
export function pagerState(page: number, itemCount: number, loading: boolean, perPage = SIDEBAR_PAGE_SIZE): PagerState {
  const fullPage = itemCount >= perPage;
  return {
    visible: fullPage || page > FIRST_PAGE,
    previousDisabled: page <= FIRST_PAGE,
    nextDisabled: loading || !fullPage,
  };
}
