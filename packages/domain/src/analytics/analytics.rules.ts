import {
  BUILT_IN_DASHBOARD_IDS,
  CAROUSEL,
  CAROUSEL_DEFAULT_TITLES,
  CAROUSEL_DISPLAY_MS,
  type BuiltInDashboardId,
} from "./analytics.enums.ts";

/** How long the carousel shows a dashboard: the display time set for its id, else 25 s (portal-shell §9). */
export const carouselDisplayMs = (dashboardId: number): number =>
  CAROUSEL_DISPLAY_MS[dashboardId] ?? CAROUSEL.defaultDisplayMs;

/** A carousel entry's title: its own when it has one, else the default for its id (portal-shell §9). */
export const carouselTitle = (dashboardId: number, title?: string | null): string => {
  const own = title?.trim();
  if (own) return own;
  return CAROUSEL_DEFAULT_TITLES[dashboardId] ?? `Dashboard ${dashboardId}`;
};

/** Whether an id is one of the product's built-in dashboards. */
export const isBuiltInDashboardId = (id: number): id is BuiltInDashboardId =>
  (BUILT_IN_DASHBOARD_IDS as readonly number[]).includes(id);
