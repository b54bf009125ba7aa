import { z } from "zod";
import type { EnumValue } from "../../shared/enum.ts";
import { MAX_ID } from "../../shared/id.schemas.ts";

/**
 * Field builders for the survey and form-field schemas. Every message names the field as the spec spells it,
 * so a refused payload says which field was wrong ("Reading has at most 10,000 characters.").
 */

const count = (n: number) => n.toLocaleString("en-US");

/** A record id: a positive whole number a PostgreSQL integer can hold. */
export const surveyIdField = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(MAX_ID, `${label} is too large.`);

/** A whole number from `min` to `max`, or nothing. */
export const surveyWholeField = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${count(min)}.`)
    .max(max, `${label} must be at most ${count(max)}.`)
    .nullish();

/** A text of at most `max` characters, or nothing. Not trimmed: a reading's spaces are part of what it says. */
export const surveyTextField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} has at most ${count(max)} characters.`)
    .nullish();

/** A text that must say something, of at most `max` characters. */
export const surveyRequiredTextField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .max(max, `${label} has at most ${count(max)} characters.`)
    .refine((text) => text.trim() !== "", `${label} is required.`);

/** A yes/no flag, or nothing. */
export const surveyFlagField = (label: string) =>
  z.boolean({ error: `${label} must be true or false.` }).nullish();

/** One of an enumeration's values, with a message naming the field and the values it takes. */
export const surveyEnumField = <T extends Record<string, number>>(label: string, values: T) => {
  const literals = Object.values(values).map((value) => z.literal(value));
  const names = Object.entries(values)
    .map(([name, value]) => `${value} (${name})`)
    .join(", ");
  return z.union(literals as unknown as [z.ZodLiteral<EnumValue<T>>, ...z.ZodLiteral<EnumValue<T>>[]], {
    error: `${label} must be one of ${names}.`,
  });
};
