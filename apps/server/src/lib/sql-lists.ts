import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A column matched against a list given as one array parameter. `inArray` writes one parameter a value, and a
 * statement holds at most 65,535: an import of 50,000 rows naming 50,000 codes would not fit.
 */
export const lowerIn = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`lower(${column}) = any(${sql.param([...new Set(values.map((v) => v.toLowerCase()))])}::text[])`;

export const idIn = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...new Set(ids)])}::int[])`;
