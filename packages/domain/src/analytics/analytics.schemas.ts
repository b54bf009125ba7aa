import { z } from "zod";
import { CAROUSEL_MAX_ENTRIES } from "./analytics.enums.ts";

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
