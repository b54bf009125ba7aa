import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { requiredText } from "../leases/lease-fields.schemas.ts";
import { WorkOrderType } from "../tasks/tasks.enums.ts";
import { BillingRuleSource } from "./billing.enums.ts";
import { BillingPeriodSchema } from "./billing-fields.schemas.ts";

/**
 * A billing rule turns the inventory and the work into charges: what it counts at each client's sites in the
 * month (active assets of a category, work orders of a type completed in the month, the leased area, or a flat
 * one), billed at a charge code (with the client's profile rate and discount when it has one).
 */
export const BillingRuleFieldsSchema = z
  .object({
    Name: requiredText("Name", 200),
    /** One client, or null for every active client. */
    ClientId: RecordIdSchema.nullish().transform((v) => v ?? null),
    SourceId: z.union(
      Object.values(BillingRuleSource).map((v) => z.literal(v)),
      {
        error: "SourceId is not a billing rule source.",
      },
    ),
    /** The asset category counted (ActiveAssets). */
    CategoryId: RecordIdSchema.nullish().transform((v) => v ?? null),
    /** The work-order type counted (CompletedWorkOrders). */
    WorkOrderTypeId: z
      .union(
        Object.values(WorkOrderType).map((v) => z.literal(v)),
        { error: "WorkOrderTypeId is not a work-order type." },
      )
      .nullish()
      .transform((v) => v ?? null),
    ChargeCodeId: RecordIdSchema,
    IsActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.SourceId === BillingRuleSource.ActiveAssets && v.CategoryId === null)
      ctx.addIssue({
        code: "custom",
        path: ["CategoryId"],
        message: "CategoryId is required for a rule on assets.",
      });
    if (v.SourceId === BillingRuleSource.CompletedWorkOrders && v.WorkOrderTypeId === null)
      ctx.addIssue({
        code: "custom",
        path: ["WorkOrderTypeId"],
        message: "WorkOrderTypeId is required for a rule on work orders.",
      });
  });

export const SaveBillingRuleSchema = z.intersection(
  z.object({ Id: RecordIdSchema.nullish() }),
  BillingRuleFieldsSchema,
);
export type SaveBillingRule = z.output<typeof SaveBillingRuleSchema>;
export type SaveBillingRuleInput = z.input<typeof SaveBillingRuleSchema>;

/** What a rule (saved or not) would bill for a period. */
export const PreviewBillingRuleSchema = z.intersection(
  z.object({ Period: BillingPeriodSchema }),
  BillingRuleFieldsSchema,
);
export type PreviewBillingRule = z.output<typeof PreviewBillingRuleSchema>;
export type PreviewBillingRuleInput = z.input<typeof PreviewBillingRuleSchema>;

export const BillingRuleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ClientId: z.number().int().nullable(),
  ClientName: z.string().nullable(),
  SourceId: z.number().int(),
  SourceName: z.string(),
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string().nullable(),
  WorkOrderTypeId: z.number().int().nullable(),
  WorkOrderTypeName: z.string().nullable(),
  ChargeCodeId: z.number().int(),
  ChargeCode: z.string(),
  IsActive: z.boolean(),
  UpdatedAt: z.string(),
});
export type BillingRule = z.infer<typeof BillingRuleSchema>;
export const BillingRulesReplySchema = z.object({ Rules: z.array(BillingRuleSchema) });

/** One client's charge from a rule: amounts are money text, the quantity a decimal. */
export const PreviewLineSchema = z.object({
  ClientId: z.number().int(),
  ClientName: z.string(),
  Currency: z.string(),
  Description: z.string(),
  Quantity: z.string(),
  UnitPrice: z.string(),
  Net: z.string(),
  Discount: z.string(),
  Tax: z.string(),
  Total: z.string(),
  /** How many of the client's sites contributed. */
  SiteCount: z.number().int(),
});
export type PreviewLine = z.infer<typeof PreviewLineSchema>;

export const BillingRulePreviewReplySchema = z.object({
  Period: z.string(),
  Lines: z.array(PreviewLineSchema),
  /** Totals by currency (clients may bill in different currencies). */
  Totals: z.array(z.object({ Currency: z.string(), Net: z.string(), Tax: z.string(), Total: z.string() })),
});
export type BillingRulePreviewReply = z.infer<typeof BillingRulePreviewReplySchema>;
