import { AppError } from "./errors.ts";

/**
 * A list request that names an unknown column, a filter the column cannot take, or a cursor this server did
 * not write: a 400 naming the field, answered by the one error handler like every other refusal.
 */
export class ListQueryError extends AppError {
  readonly field: string;
  readonly problem: string;

  constructor(field: string, problem: string) {
    super("INVALID_REQUEST", {
      message: `Invalid request: ${field}: ${problem}`,
      fields: [{ field, message: problem }],
    });
    this.field = field;
    this.problem = problem;
  }
}
