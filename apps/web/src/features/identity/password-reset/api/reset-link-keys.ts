/** The query keys of reset links: one link's check and its person, never kept past the page. */
export const RESET_LINK_KEY = ["reset-link"] as const;
