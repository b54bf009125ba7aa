/** A list request that names an unknown column, a filter the column cannot take, or a bad cursor (a 400). */
export class ListQueryError extends Error {
  readonly field: string;
  readonly problem: string;

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
}
