import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import type {
  BuiltInDashboardId,
  DashboardValueUnitValue,
  DashboardWidgetKindValue,
} from "./analytics.enums.ts";
import {
  AdvancedAnalyticsQuerySchema,
  DashboardDataQuerySchema,
  DashboardDrillDownQuerySchema,
  EmbedDashboardQuerySchema,
  SaveCarouselSettingsSchema,
  type CarouselEntry,
  type DashboardParams,
} from "./analytics.schemas.ts";

const TAG = "Analytics";
const DASHBOARDS = { kind: "module", moduleId: ModuleId.Dashboard, level: AccessRightType.ReadOnly } as const;
const CAROUSEL_VIEW = {
  kind: "module",
  moduleId: ModuleId.DashboardCarousel,
  parentId: ModuleId.Dashboard,
  level: AccessRightType.ReadOnly,
} as const;
const CAROUSEL_EDIT = { ...CAROUSEL_VIEW, level: AccessRightType.ReadWrite } as const;

export const GetDashboardsContract = defineContract({
  method: "GET",
  path: "/Analytics/GetDashboards",
  summary: "The built-in dashboards the caller's role may see (each needs one of its modules).",
  tag: TAG,
  access: DASHBOARDS,
});

export const GetDashboardDataContract = defineContract({
  method: "POST",
  path: "/Analytics/GetDashboardData",
  summary: "One built-in dashboard's widgets over the caller's organisation, for a day range and a location.",
  tag: TAG,
  access: DASHBOARDS,
  body: DashboardDataQuerySchema,
});

export const GetDashboardDrillDownContract = defineContract({
  method: "POST",
  path: "/Analytics/GetDashboardDrillDown",
  summary: "The records behind one figure, bar or slice of a dashboard (at most 100, with links).",
  tag: TAG,
  access: DASHBOARDS,
  body: DashboardDrillDownQuerySchema,
});

export const GetDashBoardLinksForCarouselContract = defineContract({
  method: "GET",
  path: "/project/GetDashBoardLinksForCarousel",
  summary: "The organisation's carousel list with fresh signed addresses (DashboardLinks).",
  tag: TAG,
  access: CAROUSEL_VIEW,
});

export const GetCarouselSettingsContract = defineContract({
  method: "GET",
  path: "/Analytics/GetCarouselSettings",
  summary: "The organisation's carousel list as configured, and the built-in dashboards it may hold.",
  tag: TAG,
  access: CAROUSEL_EDIT,
});

export const SaveCarouselSettingsContract = defineContract({
  method: "POST",
  path: "/Analytics/SaveCarouselSettings",
  summary:
    "Replaces the organisation's carousel list (order, titles, built-in dashboards or external addresses).",
  tag: TAG,
  access: CAROUSEL_EDIT,
  body: SaveCarouselSettingsSchema,
});

export const AdvancedAnalyticsInteractiveDashboardContract = defineContract({
  method: "GET",
  path: "/Shared/AdvancedAnalyticsInteractiveDashboard",
  summary: "A signed address of the interactive analytics dashboard of a module (DashboardUrl).",
  tag: TAG,
  access: {
    kind: "module",
    moduleId: ModuleId.AiAnalytics,
    parentId: ModuleId.Analytics,
    level: AccessRightType.ReadOnly,
  },
  query: AdvancedAnalyticsQuerySchema,
});

export const GetEmbeddedDashboardContract = defineContract({
  method: "POST",
  path: "/Embed/GetDashboard",
  summary:
    "An embedded dashboard's data, authorised by its signed token alone (resource.dashboard, params, exp); 401 when expired or not genuine.",
  tag: TAG,
  access: { kind: "public" },
  body: EmbedDashboardQuerySchema,
});

/** A built-in dashboard as listed. */
export type DashboardListItem = { DashboardId: BuiltInDashboardId; Title: string; Description: string };
export type DashboardsReply = { Dashboards: DashboardListItem[] };

/**
 * One widget of a dashboard. A figure carries Value (and Caption); a bar, pie or line chart carries Categories
 * and Series (Values parallel to Categories); a table carries Columns and Rows. DrillKeys (parallel to
 * Categories) or DrillKey (a figure) are present when the records behind it can be listed.
 */
export type DashboardWidget = {
  Key: string;
  Title: string;
  Kind: DashboardWidgetKindValue;
  /** Columns of a 12-column grid the widget spans on a wide screen. */
  Width: 3 | 4 | 6 | 8 | 12;
  Unit: DashboardValueUnitValue;
  /** What the numbers cover, e.g. 'Planned in the range' or 'All time'. */
  Note?: string;
  Value?: number;
  Caption?: string;
  DrillKey?: string;
  Categories?: string[];
  Series?: { Name: string; Values: number[] }[];
  /** Bars of several series stack into one bar per category: the series are parts of a whole. */
  Stacked?: boolean;
  DrillKeys?: string[];
  Columns?: string[];
  Rows?: (string | number)[][];
};

export type DashboardData = {
  DashboardId: BuiltInDashboardId;
  Title: string;
  Description: string;
  /** The filters applied, as given. */
  Params: DashboardParams;
  /** The location filter's name, when there is one. */
  LocationName: string | null;
  OrgName: string;
  GeneratedAt: string;
  Widgets: DashboardWidget[];
};

export type DashboardDrillDownReply = {
  Title: string;
  Columns: string[];
  /** Each row's cells as shown, and the address inside the portal that opens the record. */
  Rows: { Id: number; Cells: string[]; Url: string | null }[];
  /** How many records are behind the figure (Rows holds at most DRILL_DOWN_LIMIT of them). */
  TotalCount: number;
};

/** A carousel entry with its signed address (portal-shell §7.6). */
export type DashboardLink = { DashboardId: number; Title: string; MetabaseUrl: string };
export type DashboardLinksReply = { DashboardLinks: DashboardLink[] };

export type CarouselSettingsReply = { Entries: CarouselEntry[]; BuiltIns: DashboardListItem[] };

export type AdvancedAnalyticsReply = { DashboardUrl: string };

/** The claims of a signed embedding token (the Metabase shape, with the organisation whose data it shows). */
export type EmbedTokenClaims = {
  resource: { dashboard: number };
  params: { from?: string; to?: string; location?: number };
  exp: number;
  org: number;
};
