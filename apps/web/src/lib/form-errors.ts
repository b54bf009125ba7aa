import { ApiError } from "./http.ts";

/** What went wrong, as people read it. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The problems a server refusal named by field (ApiError.fields); without any, the message under `form`. */
export const refusalByField = (error: unknown): Record<string, string> => {
  const fields = error instanceof ApiError ? error.fields : [];
  return fields.length > 0
    ? Object.fromEntries(fields.map((f) => [f.field, f.message]))
    : { form: messageOf(error) };
};

/** A schema's problems by the top-level field they concern, the first one of each field. */
export const issuesByField = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? "")] ??= issue.message;
  return found;
};

/**
 * Shows each field a refusal named beside its field (`fieldOf` maps the request's field to the form's, or
 * null for one the form does not have); answers whether any was placed.
 */
export const placeRefusal = <Field extends string>(
  error: unknown,
  fieldOf: (requestField: string) => Field | null,
  place: (field: Field, message: string) => void,
): boolean => {
  let placed = 0;
  for (const problem of error instanceof ApiError ? error.fields : []) {
    const field = fieldOf(problem.field);
    if (field === null) continue;
    place(field, problem.message);
    placed += 1;
  }
  return placed > 0;
};
