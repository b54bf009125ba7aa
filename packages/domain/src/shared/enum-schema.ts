import { z } from "zod";
import type { EnumValue } from "./enum.ts";

/** A zod schema that accepts exactly the values of an `as const` enumeration object. */
export const enumSchema = <T extends Record<string, string | number>>(values: T) => {
  const literals = Object.values(values).map((v) => z.literal(v));
  return z.union(literals as unknown as [z.ZodLiteral<EnumValue<T>>, ...z.ZodLiteral<EnumValue<T>>[]]);
};
