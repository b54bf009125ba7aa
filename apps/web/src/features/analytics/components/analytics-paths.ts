/** The carousel's settings page, inside the portal (administrators). */
export const CAROUSEL_SETTINGS_PATH = "/slideshow-dashboards/settings";
/** The full-screen carousel, opened in a tab of its own. */
export const CAROUSEL_PATH = "/slideshow-dashboards";
