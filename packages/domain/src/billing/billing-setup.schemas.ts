import { z } from "zod";
import { EmailFieldSchema } from "../shared/field.rules.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { listReplySchema, ListQuerySchema } from "../lists/list.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { money, optionalText, requiredText } from "../leases/lease-fields.schemas.ts";
import { ChargeUnit } from "./billing.enums.ts";
import {
  BillingDaySchema,
  CurrencySchema,
  DiscountSchema,
  optionalBillingDay,
  TaxRateSchema,
} from "./billing-fields.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Clients (clientServices)

export const ClientListQuerySchema = ListQuerySchema;
export const ClientListRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ContactName: z.string().nullable(),
  ContactEmail: z.string().nullable(),
  Currency: z.string(),
  PaymentTermsDays: z.number().int(),
  TaxRegistration: z.string().nullable(),
  /** The lessee name on leases that are this client's: those leases' sites are the client's sites. */
  LesseeName: z.string().nullable(),
  SiteCount: z.number().int(),
  ProfileLineCount: z.number().int(),
  IsActive: z.boolean(),
  UpdatedAt: z.string(),
});
export type ClientListRow = z.infer<typeof ClientListRowSchema>;
export const ClientListReplySchema = listReplySchema(ClientListRowSchema);

export const SaveClientSchema = z.object({
  Id: RecordIdSchema.nullish(),
  Name: requiredText("Name", 200),
  ContactName: optionalText("ContactName", 200),
  ContactEmail: z
    .union([EmailFieldSchema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  Currency: CurrencySchema,
  PaymentTermsDays: z
    .number({ error: "PaymentTermsDays must be a number of days." })
    .int("PaymentTermsDays must be a whole number of days.")
    .min(0, "PaymentTermsDays cannot be negative.")
    .max(365, "PaymentTermsDays is at most 365."),
  TaxRegistration: optionalText("TaxRegistration", 100),
  LesseeName: optionalText("LesseeName", 200),
  IsActive: z.boolean().default(true),
});
export type SaveClient = z.output<typeof SaveClientSchema>;
export type SaveClientInput = z.input<typeof SaveClientSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Charge codes

export const ChargeUnitIdSchema = enumSchema(ChargeUnit);

export const ChargeCodeListQuerySchema = ListQuerySchema;
export const ChargeCodeListRowSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Description: z.string(),
  UnitId: ChargeUnitIdSchema,
  UnitName: z.string(),
  /** Money text, two decimals. */
  Rate: z.string(),
  /** Percent text ("8.875"). */
  TaxRate: z.string(),
  EffectiveFrom: z.string(),
  EffectiveTo: z.string().nullable(),
  IsRetired: z.boolean(),
  UpdatedAt: z.string(),
});
export type ChargeCodeListRow = z.infer<typeof ChargeCodeListRowSchema>;
export const ChargeCodeListReplySchema = listReplySchema(ChargeCodeListRowSchema);

export const SaveChargeCodeSchema = z
  .object({
    Id: RecordIdSchema.nullish(),
    Code: requiredText("Code", 40).regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
      "Code has letters, digits, '.', '_' or '-' only.",
    ),
    Description: requiredText("Description", 300),
    UnitId: z.union(
      Object.values(ChargeUnit).map((v) => z.literal(v)),
      { error: "UnitId is not a charge unit." },
    ),
    Rate: money("Rate"),
    TaxRate: TaxRateSchema,
    EffectiveFrom: BillingDaySchema("EffectiveFrom"),
    EffectiveTo: optionalBillingDay("EffectiveTo"),
  })
  .superRefine((v, ctx) => {
    if (v.EffectiveTo !== null && v.EffectiveTo < v.EffectiveFrom)
      ctx.addIssue({
        code: "custom",
        path: ["EffectiveTo"],
        message: "EffectiveTo cannot be before EffectiveFrom.",
      });
  });
export type SaveChargeCode = z.output<typeof SaveChargeCodeSchema>;
export type SaveChargeCodeInput = z.input<typeof SaveChargeCodeSchema>;

/** Retiring ends a code's effect on a day (today when not given); it stays on the invoices that used it. */
export const RetireChargeCodeSchema = z.object({
  Id: RecordIdSchema,
  EffectiveTo: optionalBillingDay("EffectiveTo"),
});

// ---------------------------------------------------------------------------------------------------------------
// Charge profiles: per client, the codes that apply with negotiated rates and discounts

export const ClientIdQuerySchema = z.object({
  ClientId: z.coerce
    .number<unknown>({ error: "ClientId must be a number" })
    .int()
    .positive("ClientId must be positive"),
});

export const ChargeProfileLineSchema = z.object({
  Id: z.number().int(),
  ChargeCodeId: z.number().int(),
  Code: z.string(),
  Description: z.string(),
  UnitName: z.string(),
  /** The code's own rate (money text). */
  ListRate: z.string(),
  /** The negotiated rate, or null to bill the list rate. */
  Rate: z.string().nullable(),
  /** Percent text; "0" for none. */
  Discount: z.string(),
  EffectiveFrom: z.string(),
  EffectiveTo: z.string().nullable(),
});
export type ChargeProfileLine = z.infer<typeof ChargeProfileLineSchema>;

export const ChargeProfileReplySchema = z.object({
  ClientId: z.number().int(),
  ClientName: z.string(),
  Currency: z.string(),
  Lines: z.array(ChargeProfileLineSchema),
});
export type ChargeProfileReply = z.infer<typeof ChargeProfileReplySchema>;

export const SaveChargeProfileLineSchema = z
  .object({
    Id: RecordIdSchema.nullish(),
    ClientId: RecordIdSchema,
    ChargeCodeId: RecordIdSchema,
    Rate: z
      .union([money("Rate"), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    Discount: DiscountSchema,
    EffectiveFrom: BillingDaySchema("EffectiveFrom"),
    EffectiveTo: optionalBillingDay("EffectiveTo"),
  })
  .superRefine((v, ctx) => {
    if (v.EffectiveTo !== null && v.EffectiveTo < v.EffectiveFrom)
      ctx.addIssue({
        code: "custom",
        path: ["EffectiveTo"],
        message: "EffectiveTo cannot be before EffectiveFrom.",
      });
  });
export type SaveChargeProfileLine = z.output<typeof SaveChargeProfileLineSchema>;
export type SaveChargeProfileLineInput = z.input<typeof SaveChargeProfileLineSchema>;

export const DeleteBillingRecordSchema = z.object({ Id: RecordIdSchema });
