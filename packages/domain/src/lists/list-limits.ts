/** Longest page a list call answers. */
export const LIST_MAX_PAGE_SIZE = 500;
export const LIST_DEFAULT_PAGE_SIZE = 100;
/** How many columns a list may be sorted by at once. */
export const LIST_MAX_SORT_COLUMNS = 3;
