import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  AdvancedAnalyticsQuerySchema,
  AdvancedAnalyticsReplySchema,
  CarouselSettingsReplySchema,
  DashboardDataQuerySchema,
  DashboardDataSchema,
  DashboardDrillDownQuerySchema,
  DashboardDrillDownReplySchema,
  DashboardLinksReplySchema,
  DashboardsReplySchema,
  EmbedDashboardQuerySchema,
  SaveCarouselSettingsReplySchema,
  SaveCarouselSettingsSchema,
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
  reply: DashboardsReplySchema,
});

export const GetDashboardDataContract = defineContract({
  method: "POST",
  path: "/Analytics/GetDashboardData",
  summary: "One built-in dashboard's widgets over the caller's organisation, for a day range and a location.",
  tag: TAG,
  access: DASHBOARDS,
  body: DashboardDataQuerySchema,
  reply: DashboardDataSchema,
});

export const GetDashboardDrillDownContract = defineContract({
  method: "POST",
  path: "/Analytics/GetDashboardDrillDown",
  summary: "The records behind one figure, bar or slice of a dashboard (at most 100, with links).",
  tag: TAG,
  access: DASHBOARDS,
  body: DashboardDrillDownQuerySchema,
  reply: DashboardDrillDownReplySchema,
});

export const GetDashBoardLinksForCarouselContract = defineContract({
  method: "GET",
  path: "/project/GetDashBoardLinksForCarousel",
  summary: "The organisation's carousel list with fresh signed addresses (DashboardLinks).",
  tag: TAG,
  access: CAROUSEL_VIEW,
  reply: DashboardLinksReplySchema,
});

export const GetCarouselSettingsContract = defineContract({
  method: "GET",
  path: "/Analytics/GetCarouselSettings",
  summary: "The organisation's carousel list as configured, and the built-in dashboards it may hold.",
  tag: TAG,
  access: CAROUSEL_EDIT,
  reply: CarouselSettingsReplySchema,
});

export const SaveCarouselSettingsContract = defineContract({
  method: "POST",
  path: "/Analytics/SaveCarouselSettings",
  summary:
    "Replaces the organisation's carousel list (order, titles, built-in dashboards or external addresses).",
  tag: TAG,
  access: CAROUSEL_EDIT,
  body: SaveCarouselSettingsSchema,
  reply: SaveCarouselSettingsReplySchema,
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
  reply: AdvancedAnalyticsReplySchema,
});

export const GetEmbeddedDashboardContract = defineContract({
  method: "POST",
  path: "/Embed/GetDashboard",
  summary:
    "An embedded dashboard's data, authorised by its signed token alone (resource.dashboard, params, exp); 401 when expired or not genuine.",
  tag: TAG,
  access: { kind: "public" },
  body: EmbedDashboardQuerySchema,
  reply: DashboardDataSchema,
});

/** The claims of a signed embedding token (the Metabase shape, with the organisation whose data it shows). */
export type EmbedTokenClaims = {
  resource: { dashboard: number };
  params: { from?: string; to?: string; location?: number };
  exp: number;
  org: number;
};
