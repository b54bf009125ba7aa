import { z } from "zod";
import { isIsoDay } from "../leases/lease-dates.rules.ts";
import { parseDiscount, parseQuantity, parseTaxRate } from "./billing-money.rules.ts";
import { isBillingPeriod } from "./billing-period.rules.ts";

/** A calendar day, YYYY-MM-DD, that exists. */
export const BillingDaySchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} reads YYYY-MM-DD.`)
    .refine(isIsoDay, `${label} is not a date of the calendar.`);

export const optionalBillingDay = (label: string) =>
  z
    .union([BillingDaySchema(label), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A billing period: a month, YYYY-MM. */
export const BillingPeriodSchema = z
  .string({ error: "Period is required." })
  .trim()
  .refine(isBillingPeriod, "Period reads YYYY-MM (a month, e.g. 2026-11).");

/** A percentage typed as text or a number ("8.875"), read exactly; passed on as thousandths of a percent. */
export const TaxRateSchema = z
  .union([z.string(), z.number()], { error: "TaxRate must be a percentage." })
  .transform((v, ctx) => {
    const milli = parseTaxRate(String(v));
    if (milli !== null) return milli;
    ctx.addIssue({
      code: "custom",
      message: "TaxRate must be a percentage from 0 to 100 with up to 3 decimals.",
    });
    return z.NEVER;
  });

/** A discount percentage ("12.5"), passed on as basis points; empty is none. */
export const DiscountSchema = z
  .union([z.string(), z.number(), z.null()], { error: "Discount must be a percentage." })
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === "") return 0;
    const bp = parseDiscount(String(v));
    if (bp !== null) return bp;
    ctx.addIssue({
      code: "custom",
      message: "Discount must be a percentage from 0 to 100 with up to 2 decimals.",
    });
    return z.NEVER;
  });

/** A quantity ("2.5"), passed on as hundredths. */
export const QuantitySchema = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be a number.` }).transform((v, ctx) => {
    const hundredths = parseQuantity(String(v));
    if (hundredths !== null) return hundredths;
    ctx.addIssue({
      code: "custom",
      message: `${label} must be a number of at most 9 digits and 2 decimals, not negative.`,
    });
    return z.NEVER;
  });

/** A three-letter currency code (ISO 4217), upper-cased. */
export const CurrencySchema = z
  .string({ error: "Currency is required." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Currency is a three-letter code such as USD.");

/** RequestId makes a repeated request a no-op. */
export const RequestIdSchema = z
  .string()
  .trim()
  .min(8, "RequestId has at least 8 characters.")
  .max(100)
  .nullish();

/** A reply that carries the written record's id. */
export const BillingWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
});
export type BillingWriteReply = z.infer<typeof BillingWriteReplySchema>;
