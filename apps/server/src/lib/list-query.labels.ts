import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A column holding an enumeration's ids, read as its labels, so a list can sort and filter by the name people
 * see: CASE id WHEN 1 THEN 'Active' … END.
 */
export const enumLabelSql = <V extends string | number>(
  column: SQLWrapper,
  values: Record<string, V>,
  label: (value: V) => string,
): SQL =>
  sql`(case ${column} ${sql.join(
    Object.values(values).map((value) => sql`when ${value} then ${label(value)}`),
    sql` `,
  )} end)`;
