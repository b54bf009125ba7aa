import type { EnumValue } from "../shared/enum.ts";

/**
 * The product's built-in analytics dashboards, by the ids the carousel's display times name (portal-shell §9):
 * each id keeps its display time wherever the dashboard is shown.
 */
export const BuiltInDashboard = {
  /** Work-order operations: open and closed by status and type, overdue, time to complete, by assignee. */
  WorkOrders: 1447,
  /** Asset inventory: by category, status, location; warehouse stock; move requests. */
  Assets: 1424,
  /** Leases and billing: active leases, billing due and paid by month, payment status. */
  LeasesBilling: 1423,
  /** Projects: status and the progress buckets of portal-platform §3.7. */
  Projects: 1456,
  /** Locations: sites, buildings, floors and rooms, and what sits at them (no map). */
  Locations: 1457,
  /** Notifications and activity: what happened in the organisation, day by day. */
  Activity: 1813,
} as const;
export type BuiltInDashboardId = EnumValue<typeof BuiltInDashboard>;
export const BUILT_IN_DASHBOARD_IDS: readonly BuiltInDashboardId[] = Object.values(BuiltInDashboard);

/** How a dashboard widget is drawn. */
export const DashboardWidgetKind = {
  /** One number with a caption (a "figure"). */
  Figure: "figure",
  /** Bars: one bar per category, one colour per series (stacked when there are several series). */
  Bar: "bar",
  /** A pie (or doughnut) of one series over the categories. */
  Pie: "pie",
  /** Lines over the categories (months, days). */
  Line: "line",
  /** A small table. */
  Table: "table",
} as const;
export type DashboardWidgetKindValue = EnumValue<typeof DashboardWidgetKind>;

/** What a figure's or a series' numbers are. */
export const DashboardValueUnit = {
  Count: "count",
  Days: "days",
  Hours: "hours",
  /** US dollars. */
  Money: "money",
  Percent: "percent",
} as const;
export type DashboardValueUnitValue = EnumValue<typeof DashboardValueUnit>;

/**
 * The carousel's timings: the list reloads every 4 hours; autoplay starts 3 s after every dashboard has loaded,
 * pauses 0.5 s between dashboards and restarts 0.1 s after a manual move (portal-shell §4.9, §9).
 */
export const CAROUSEL = {
  /** The dashboard list and frames are fetched again this often. */
  reloadMs: 4 * 60 * 60 * 1000,
  /** Wait after every dashboard has loaded before autoplay starts from the first. */
  startDelayMs: 3_000,
  /** Pause between one dashboard and the next. */
  pauseBetweenMs: 500,
  /** Autoplay restarts this long after a manual move. */
  restartAfterMoveMs: 100,
  /** A failed frame's Retry reloads it after this long. */
  retryDelayMs: 100,
  /** Display time of a dashboard whose id has none of its own. */
  defaultDisplayMs: 25_000,
} as const;

/** Display time per dashboard id (portal-shell §9); every other id shows for CAROUSEL.defaultDisplayMs. */
export const CAROUSEL_DISPLAY_MS: Readonly<Record<number, number>> = {
  1424: 30_000,
  1456: 25_000,
  1447: 35_000,
  1423: 20_000,
  1457: 40_000,
  1813: 25_000,
};

/** Titles of dashboards whose link supplies none, by id (portal-shell §9); any other id reads 'Dashboard {id}'. */
export const CAROUSEL_DEFAULT_TITLES: Readonly<Record<number, string>> = {
  1424: "Sales Analytics",
  1456: "Marketing Performance",
  1447: "Operations Overview",
  1423: "Financial Metrics",
  1457: "Customer Insights",
  1813: "Test Analytics dashboards",
};

/**
 * What the carousel screen says, in the spec's words: while it loads, when no dashboard is configured, over a
 * dashboard that failed to load, and how to leave fullscreen (portal-shell §2.8).
 */
export const CAROUSEL_TEXT = {
  loading: "Loading, Please wait until we fetch your all data",
  connecting: "Connecting to dashboard service...",
  preloading: "Preloading all dashboards for smooth playback...",
  emptyTitle: "No Dashboards Available",
  emptyBody: "No dashboards have been configured for the carousel view.",
  unavailableTitle: "Dashboard Unavailable",
  unavailableBody:
    "This dashboard is currently not accessible. Please check your connection or contact support.",
  retry: "Retry",
  fullscreenHint: "Press F to exit fullscreen, Esc to close",
} as const;

/** The most entries an organisation's carousel list may hold. */
export const CAROUSEL_MAX_ENTRIES = 24;

/** How long a signed embedding link stays valid: longer than the carousel's 4-hour reload. */
export const EMBED_TOKEN_LIFETIME_MS = 5 * 60 * 60 * 1000;

/** The web address of an embedded dashboard (a path, served by the server for frames): `{EMBED_PATH}/{token}`. */
export const EMBED_PATH = "/embed/dashboard";

/** How many rows a drill-down answers at most (the list behind a figure, newest first). */
export const DRILL_DOWN_LIMIT = 100;

/** The built-in dashboards' titles and descriptions, in the order they are listed. */
export const BUILT_IN_DASHBOARDS: readonly {
  DashboardId: BuiltInDashboardId;
  Title: string;
  Description: string;
}[] = [
  {
    DashboardId: BuiltInDashboard.WorkOrders,
    Title: "Work Orders",
    Description:
      "Open and closed work orders by status and type, overdue work, time to complete, and who holds what.",
  },
  {
    DashboardId: BuiltInDashboard.Assets,
    Title: "Asset Inventory",
    Description: "Fixed assets by category, status and location, warehouse stock, and move requests.",
  },
  {
    DashboardId: BuiltInDashboard.LeasesBilling,
    Title: "Leases and Billing",
    Description: "Active leases, billing due and paid by month, and the state of payments.",
  },
  {
    DashboardId: BuiltInDashboard.Projects,
    Title: "Projects",
    Description: "Projects by status and by progress, and the work planned under them.",
  },
  {
    DashboardId: BuiltInDashboard.Locations,
    Title: "Locations",
    Description: "Sites, buildings, floors and rooms, and the assets and work at each site.",
  },
  {
    DashboardId: BuiltInDashboard.Activity,
    Title: "Notifications and Activity",
    Description: "What happened in the organisation day by day: changes, notifications, and who was active.",
  },
];

/** Portal addresses that open one built-in dashboard directly (portal-platform §2.2's dashboard routes). */
export const DASHBOARD_ROUTE_IDS: Readonly<Record<string, BuiltInDashboardId>> = {
  "workorder-dashboard": BuiltInDashboard.WorkOrders,
  "dashboard-homepage-graph": BuiltInDashboard.Activity,
  "dashboard-location-graph": BuiltInDashboard.Locations,
  "dashboard-projects-graph": BuiltInDashboard.Projects,
};

/**
 * What an embedded dashboard page tells the page that frames it (window.parent.postMessage): 'ready' once its
 * first data has been drawn, 'error' when it shows its error page. The carousel counts either as loaded and
 * shows 'Dashboard Unavailable' for 'error'.
 */
export const EMBED_MESSAGE_TYPE = "fieldstead:dashboard";
export type EmbedMessage = {
  type: typeof EMBED_MESSAGE_TYPE;
  state: "ready" | "error";
  dashboardId?: number;
};
