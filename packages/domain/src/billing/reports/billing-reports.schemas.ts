import { z } from "zod";
import { enumSchema } from "../../shared/enum-schema.ts";
import { RecordIdSchema } from "../../shared/id.schemas.ts";
import { isBillingPeriod } from "../billing-period.rules.ts";
import { BillingDaySchema } from "../billing-fields.schemas.ts";
import {
  BILLING_REPORT_MAX_MONTHS,
  BILLING_REPORT_USES_PERIODS,
  BillingReportFormat,
  BillingReportKind,
} from "./billing-reports.enums.ts";
import { monthsBetween } from "./billing-reports.rules.ts";

const ReportPeriodSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .refine(isBillingPeriod, `${label} reads YYYY-MM (a month, e.g. 2026-11).`);

/**
 * What a billing report runs on: its kind; a range of months for revenue, tax collected and reconciliation
 * differences (FromPeriod…ToPeriod, at most 36 months); a day for aging and arrears (AsOf, today when left out);
 * optionally one client.
 */
export const BillingReportParamsSchema = z
  .object({
    Kind: enumSchema(BillingReportKind),
    FromPeriod: ReportPeriodSchema("FromPeriod").optional(),
    ToPeriod: ReportPeriodSchema("ToPeriod").optional(),
    AsOf: BillingDaySchema("AsOf").optional(),
    ClientId: RecordIdSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (!BILLING_REPORT_USES_PERIODS[p.Kind]) return;
    if (!p.FromPeriod)
      ctx.addIssue({ code: "custom", path: ["FromPeriod"], message: "FromPeriod is required." });
    if (!p.ToPeriod) ctx.addIssue({ code: "custom", path: ["ToPeriod"], message: "ToPeriod is required." });
    // A month that is not one has been refused already (and has no months to count).
    if (!p.FromPeriod || !p.ToPeriod || !isBillingPeriod(p.FromPeriod) || !isBillingPeriod(p.ToPeriod))
      return;
    const months = monthsBetween(p.FromPeriod, p.ToPeriod);
    if (months < 1)
      ctx.addIssue({ code: "custom", path: ["ToPeriod"], message: "ToPeriod is before FromPeriod." });
    else if (months > BILLING_REPORT_MAX_MONTHS)
      ctx.addIssue({
        code: "custom",
        path: ["ToPeriod"],
        message: `A report covers at most ${BILLING_REPORT_MAX_MONTHS} months.`,
      });
  });
export type BillingReportParams = z.infer<typeof BillingReportParamsSchema>;

/** How a column's values read: text, an amount of money (two decimals, as text), or a whole number. */
export const ReportColumnTypeSchema = z.enum(["text", "money", "number"]);
export const ReportColumnSchema = z.object({
  Key: z.string(),
  Header: z.string(),
  Type: ReportColumnTypeSchema,
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

/** A row: each column's value by its Key (money as text with two decimals, exact). */
export const ReportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** The report as a chart: categories along one axis, one series per name, values as text (money exact). */
export const ReportChartSchema = z.object({
  Type: z.enum(["bar", "stackedBar"]),
  /** The axis's categories (months, clients or aging buckets). */
  Categories: z.array(z.string()),
  Series: z.array(z.object({ Name: z.string(), Values: z.array(z.string()) })),
  /**
   * What the values are counted in: a currency code ("USD"); the codes side by side ("EUR, USD") when the report
   * holds several, each series then naming its currency; or "differences" for the reconciliation differences.
   */
  Unit: z.string(),
});
export type ReportChart = z.infer<typeof ReportChartSchema>;

export const BillingReportSchema = z.object({
  Kind: enumSchema(BillingReportKind),
  Title: z.string(),
  /** The parameters in words: "Nov 2026 – Jan 2027 · all clients", "As of Nov 29, 2026 · Acme Retail". */
  Subtitle: z.string(),
  Columns: z.array(ReportColumnSchema),
  Rows: z.array(ReportRowSchema),
  /** Totals rows (one per currency where money is summed), in the Columns' keys. */
  Totals: z.array(ReportRowSchema),
  /** Null when there is nothing to draw. */
  Chart: ReportChartSchema.nullable(),
});
export type BillingReport = z.infer<typeof BillingReportSchema>;

export const DownloadBillingReportSchema = BillingReportParamsSchema.and(
  z.object({ Format: enumSchema(BillingReportFormat) }),
);
export type DownloadBillingReport = z.infer<typeof DownloadBillingReportSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Report definitions: a report's kind and parameters kept under a name, run again from Report Management

export const BillingReportDefinitionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: enumSchema(BillingReportKind),
  KindName: z.string(),
  Params: BillingReportParamsSchema,
  CreatedAt: z.string(),
});
export type BillingReportDefinition = z.infer<typeof BillingReportDefinitionSchema>;

export const BillingReportDefinitionsReplySchema = z.object({
  Definitions: z.array(BillingReportDefinitionSchema),
});
export type BillingReportDefinitionsReply = z.infer<typeof BillingReportDefinitionsReplySchema>;

export const SaveBillingReportDefinitionSchema = z.object({
  /** Left out to add a definition; given to rename it or change its parameters. */
  Id: RecordIdSchema.optional(),
  Name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(120, "Name is at most 120 characters."),
  Params: BillingReportParamsSchema,
});
export type SaveBillingReportDefinition = z.infer<typeof SaveBillingReportDefinitionSchema>;
