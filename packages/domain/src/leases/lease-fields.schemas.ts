import { z } from "zod";
import { isIsoDay } from "./lease-dates.rules.ts";
import { centsToMoney, parseMoneyToCents } from "./lease-money.rules.ts";

/**
 * Money travels as text with two decimals ("1500.00"): exact, never a floating-point number. A body may send
 * a number or text ("1,500.5" too); it is read with the money rule and passed on as "1500.50".
 */
const MONEY_MESSAGE = (label: string) =>
  `${label} must be an amount of at most 12 digits and 2 decimals, not negative.`;
const asMoneyText = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be an amount.` }).transform((v, ctx) => {
    const cents = parseMoneyToCents(String(v));
    if (cents !== null) return centsToMoney(cents);
    ctx.addIssue({ code: "custom", message: MONEY_MESSAGE(label) });
    return z.NEVER;
  });
export const money = (label: string) => asMoneyText(label);
export const optionalMoney = (label: string) =>
  z
    .union([asMoneyText(label), z.literal(""), z.null()], { error: `${label} must be an amount.` })
    .optional()
    .transform((v) => (v === null || v === undefined || v === "" ? null : v));

/** A calendar day, YYYY-MM-DD, that exists. */
export const LeaseDaySchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} reads YYYY-MM-DD.`)
    .refine(isIsoDay, `${label} is not a date of the calendar.`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} has at most ${max.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} has at most ${max.toLocaleString("en-US")} characters.`);
