import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** Puts `error` at `path` of a nested errors object (react-hook-form's shape), keeping the first per field. */
const place = (target: Record<string, unknown>, path: readonly PropertyKey[], error: FieldError) => {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = error;
      return;
    }
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  });
};

/**
 * Checks a react-hook-form form with the domain's zod schema: the same schema the server applies to the
 * request, so the form and the API never disagree. Issues without a path land on `root`.
 */
export const zodFormResolver =
  <Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ["root"];
      place(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };

/**
 * The fields a 400 named (ApiError.fields) that belong to this form, so each message can show beside its
 * field; anything else stays a message for the whole form.
 */
export const serverFieldErrors = <F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] => {
  if (typeof error !== "object" || error === null || !("fields" in error) || !Array.isArray(error.fields))
    return [];
  return (error.fields as { field: string; message: string }[]).filter(
    (f): f is { field: F; message: string } => (fields as readonly string[]).includes(f.field),
  );
};
