/**
 * Below this window width (px) the client counts as mobile: it uses path addresses instead of '#/' ones and lays
 * pages out for a phone (portal-platform §2.1, §9).
 */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export const isMobileClient = (
  width: number = window.innerWidth,
  userAgent: string = navigator.userAgent,
): boolean => width < MOBILE_BREAKPOINT_PX || MOBILE_AGENT.test(userAgent);

/**
 * Desktop uses hash addresses (/#/dashboard); mobile uses path addresses (/dashboard). Returns the address to
 * go to when the current one has the other form, or null when it is already right.
 */
export const addressRedirect = (
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  isMobile: boolean,
): string | null => {
  if (isMobile) {
    if (!hash.startsWith("#/")) return null;
    return hash.slice(1);
  }
  if (hash.startsWith("#/") || pathname === "/" || pathname === "") return null;
  return `/#${pathname}${search}`;
};
