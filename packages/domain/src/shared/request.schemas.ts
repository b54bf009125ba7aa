import { z } from "zod";

/**
 * Many of the spec's payloads repeat the caller's identity (EmployeeId, Email, LanguageId, TimeZoneOffset).
 * The server takes identity from the session; these fields are accepted, checked for type, and never trusted.
 */
export const optionalId = z.coerce.number<unknown>().int().nonnegative().optional();
export const optionalText = (max = 320) => z.string().max(max).optional();

export const CallerEchoSchema = z.object({
  EmployeeId: optionalId,
  EmpId: optionalId,
  Email: optionalText(),
  LanguageId: optionalId,
  TimeZoneOffset: z.union([z.string().max(16), z.number()]).optional(),
});

/** Accepts either spelling of a field (e.g. email / Email), preferring the first. */
export const aliasKeys =
  (aliases: Record<string, readonly string[]>) =>
  (input: unknown): unknown => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = { ...source };
    for (const [canonical, others] of Object.entries(aliases)) {
      if (out[canonical] !== undefined) continue;
      const found = others.find((key) => source[key] !== undefined);
      if (found !== undefined) out[canonical] = source[found];
    }
    return out;
  };
