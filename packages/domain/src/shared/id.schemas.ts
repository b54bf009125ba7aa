import { z } from "zod";

/** The largest id a record has (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A record's id in a body. */
export const RecordIdSchema = z.number().int().positive().max(MAX_ID);

/** A record's id in a GET query ('?Id=12'). */
export const IdQuerySchema = z.object({
  Id: z.coerce
    .number<unknown>({ error: "Id must be a number" })
    .int("Id must be a whole number")
    .positive("Id must be positive")
    .max(MAX_ID, "Id is too large"),
});
export type IdQuery = z.infer<typeof IdQuerySchema>;

/** The records one call names: at least one, at most `max`, each counted once. */
export const IdListSchema = (max: number, messages: { empty: string; tooMany: string }) =>
  z
    .array(RecordIdSchema)
    .min(1, messages.empty)
    .max(max, messages.tooMany)
    .transform((ids) => [...new Set(ids)]);
