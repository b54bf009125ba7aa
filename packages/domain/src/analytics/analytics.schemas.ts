import { z } from "zod";
import { enumSchema } from "../shared/enum-schema.ts";
import {
  BuiltInDashboard,
  CAROUSEL_MAX_ENTRIES,
  DashboardValueUnit,
  DashboardWidgetKind,
} from "./analytics.enums.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string({ error: "Days read YYYY-MM-DD." }).regex(DAY, "Days read YYYY-MM-DD.");
const id = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be positive.`);

/**
 * A dashboard's filters (the embedding params): a range of days of the display time zone, From inclusive and
 * To inclusive, and a location (a site or any place under it). Each may be left out.
 */
export const DashboardParamsSchema = z.object({
  From: day.optional(),
  To: day.optional(),
  LocationId: id("LocationId").optional(),
});
export type DashboardParams = z.output<typeof DashboardParamsSchema>;

const fromNotAfterTo = (p: { From?: string | undefined; To?: string | undefined }) =>
  !p.From || !p.To || p.From <= p.To;
const FROM_AFTER_TO = { message: "From must not be after To.", path: ["From"] };

export const DashboardDataQuerySchema = DashboardParamsSchema.extend({
  DashboardId: id("DashboardId"),
}).refine(fromNotAfterTo, FROM_AFTER_TO);
export type DashboardDataQuery = z.output<typeof DashboardDataQuerySchema>;

/** The list behind one figure or one bar/slice of a widget: the widget's key and the category's DrillKey. */
export const DashboardDrillDownQuerySchema = DashboardParamsSchema.extend({
  DashboardId: id("DashboardId"),
  WidgetKey: z.string().min(1, "WidgetKey is required.").max(64),
  DrillKey: z.string().max(128).default(""),
}).refine(fromNotAfterTo, FROM_AFTER_TO);
export type DashboardDrillDownQuery = z.output<typeof DashboardDrillDownQuerySchema>;

/** Shared/AdvancedAnalyticsInteractiveDashboard?ModuleId= */
export const AdvancedAnalyticsQuerySchema = z.object({ ModuleId: id("ModuleId") });

/** An embedded dashboard's data is fetched with its signed token alone. */
export const EmbedDashboardQuerySchema = z.object({
  Token: z.string().min(1, "Token is required.").max(4_096, "Token is too long."),
});

/**
 * One entry of an organisation's carousel list: a built-in dashboard (Url null) or any embeddable address
 * (Url an http(s) address, e.g. a Metabase signed-embedding link), with the dashboard id whose display time
 * applies. A blank Title shows the default title of the id.
 */
export const CarouselEntrySchema = z.object({
  DashboardId: id("DashboardId"),
  Title: z.string().trim().max(120, "Title must be at most 120 characters.").default(""),
  Url: z
    .string()
    .trim()
    .max(2_048, "Url must be at most 2048 characters.")
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), "Url must be an http or https address.")
    .nullable()
    .default(null),
});
export type CarouselEntry = z.output<typeof CarouselEntrySchema>;

/** The whole list, in playing order; it replaces the organisation's list. */
export const SaveCarouselSettingsSchema = z.object({
  Entries: z
    .array(CarouselEntrySchema)
    .max(CAROUSEL_MAX_ENTRIES, `The carousel holds at most ${CAROUSEL_MAX_ENTRIES} dashboards.`),
});
export type SaveCarouselSettings = z.output<typeof SaveCarouselSettingsSchema>;

// --- Replies ---

/** A built-in dashboard as listed. */
export const DashboardListItemSchema = z.object({
  DashboardId: enumSchema(BuiltInDashboard),
  Title: z.string(),
  Description: z.string(),
});
export type DashboardListItem = z.infer<typeof DashboardListItemSchema>;

export const DashboardsReplySchema = z.object({ Dashboards: z.array(DashboardListItemSchema) });
export type DashboardsReply = z.infer<typeof DashboardsReplySchema>;

/**
 * One widget of a dashboard. A figure carries Value (and Caption); a bar, pie or line chart carries Categories
 * and Series (Values parallel to Categories); a table carries Columns and Rows. DrillKeys (parallel to
 * Categories) or DrillKey (a figure) are present when the records behind it can be listed.
 */
export const DashboardWidgetSchema = z.object({
  Key: z.string(),
  Title: z.string(),
  Kind: enumSchema(DashboardWidgetKind),
  /** Columns of a 12-column grid the widget spans on a wide screen. */
  Width: z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(8), z.literal(12)]),
  Unit: enumSchema(DashboardValueUnit),
  /** What the numbers cover, e.g. 'Planned in the range' or 'All time'. */
  Note: z.string().optional(),
  Value: z.number().optional(),
  Caption: z.string().optional(),
  DrillKey: z.string().optional(),
  Categories: z.array(z.string()).optional(),
  Series: z.array(z.object({ Name: z.string(), Values: z.array(z.number()) })).optional(),
  /** Bars of several series stack into one bar per category: the series are parts of a whole. */
  Stacked: z.boolean().optional(),
  DrillKeys: z.array(z.string()).optional(),
  Columns: z.array(z.string()).optional(),
  Rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});
export type DashboardWidget = z.infer<typeof DashboardWidgetSchema>;

/** A dashboard's data (Analytics/GetDashboardData, and Embed/GetDashboard for an embedded one). */
export const DashboardDataSchema = z.object({
  DashboardId: enumSchema(BuiltInDashboard),
  Title: z.string(),
  Description: z.string(),
  /** The filters applied, as given. */
  Params: z.object({
    From: z.string().optional(),
    To: z.string().optional(),
    LocationId: z.number().int().optional(),
  }),
  /** The location filter's name, when there is one. */
  LocationName: z.string().nullable(),
  OrgName: z.string(),
  GeneratedAt: z.string(),
  Widgets: z.array(DashboardWidgetSchema),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;

export const DashboardDrillDownReplySchema = z.object({
  Title: z.string(),
  Columns: z.array(z.string()),
  /** Each row's cells as shown, and the address inside the portal that opens the record. */
  Rows: z.array(z.object({ Id: z.number(), Cells: z.array(z.string()), Url: z.string().nullable() })),
  /** How many records are behind the figure (Rows holds at most DRILL_DOWN_LIMIT of them). */
  TotalCount: z.number().int(),
});
export type DashboardDrillDownReply = z.infer<typeof DashboardDrillDownReplySchema>;

/** A carousel entry with its signed address (portal-shell §7.6). */
export const DashboardLinkSchema = z.object({
  DashboardId: z.number().int(),
  Title: z.string(),
  MetabaseUrl: z.string(),
});
export type DashboardLink = z.infer<typeof DashboardLinkSchema>;

export const DashboardLinksReplySchema = z.object({ DashboardLinks: z.array(DashboardLinkSchema) });
export type DashboardLinksReply = z.infer<typeof DashboardLinksReplySchema>;

/** The carousel list as configured, and the built-in dashboards it may hold. */
export const CarouselSettingsReplySchema = z.object({
  Entries: z.array(
    z.object({ DashboardId: z.number().int(), Title: z.string(), Url: z.string().nullable() }),
  ),
  BuiltIns: z.array(DashboardListItemSchema),
});
export type CarouselSettingsReply = z.infer<typeof CarouselSettingsReplySchema>;

/** A saved carousel list: the result code and the list as now stored. */
export const SaveCarouselSettingsReplySchema = CarouselSettingsReplySchema.extend({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type SaveCarouselSettingsReply = z.infer<typeof SaveCarouselSettingsReplySchema>;

export const AdvancedAnalyticsReplySchema = z.object({ DashboardUrl: z.string() });
export type AdvancedAnalyticsReply = z.infer<typeof AdvancedAnalyticsReplySchema>;
