import { z } from "zod";

/** A problem the form finds itself, before the request's schema has its say (a pick not made …). */
export type FormProblem = { field: string; message: string };

export type RequestFormSchemaInput<Values, Body> = {
  /** The request's own schema: the one the server applies to the call. */
  schema: z.ZodType<unknown, Body>;
  /** The request body the form's values make. */
  toBody: (values: Values) => Body;
  /** The form field showing a request field's problem ('ChargeCodeId' → 'ChargeCode'); null: the form's own. */
  fieldOf: (requestField: string) => string | null;
  /** Problems worded for the form, shown in place of the schema's on the same field. */
  check?: (values: Values) => readonly FormProblem[];
};

/**
 * A dialog's schema for zodFormResolver whose output is the request body: the values made into the body, then
 * checked by the request's schema, each problem placed on the field that shows it (anything else on the form
 * as a whole). The body is sent as made, so the server reads exactly what the form checked.
 */
export const requestFormSchema = <Values, Body>({
  schema,
  toBody,
  fieldOf,
  check,
}: RequestFormSchemaInput<Values, Body>) =>
  z
    .custom<Values>()
    .superRefine((values, ctx) => {
      // The form's own wording comes first: the resolver keeps the first problem of each field.
      for (const problem of check?.(values) ?? [])
        ctx.addIssue({ code: "custom", message: problem.message, path: problem.field.split(".") });
      const result = schema.safeParse(toBody(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const field = fieldOf(issue.path.map(String).join("."));
        ctx.addIssue({
          code: "custom",
          message: issue.message,
          path: field === null ? [] : field.split("."),
        });
      }
    })
    .transform((values) => toBody(values));
