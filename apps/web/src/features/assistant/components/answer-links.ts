/**
 * The in-app route an answer's link points to ('/#/help/slug', '#/help/slug' or '/help/slug' all give
 * '/help/slug'), or null for a link that leaves the portal. Followed through the router, such a link opens
 * in place on desktop (hash addresses) and on phones (path addresses) alike, and the chat stays as it was.
 */
export const inAppRoute = (href: string): string | null => {
  if (href.startsWith("/#/")) return href.slice(2);
  if (href.startsWith("#/")) return href.slice(1);
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return href;
  return null;
};

/** A link to another site: opened in a new tab so the portal and the chat stay open. */
export const isExternalLink = (href: string): boolean => /^https?:\/\//i.test(href);
