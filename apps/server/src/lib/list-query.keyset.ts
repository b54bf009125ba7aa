import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * One key of a list's order. NULLs sort as the largest value (last ascending, first descending), which is
 * PostgreSQL's own default and the order of its indexes, so an index serves either direction.
 */
export type SortKey = { sql: SQLWrapper; direction: "asc" | "desc"; isNullable: boolean };

const equalTo = (key: SortKey, value: string | null): SQL =>
  value === null ? sql`${key.sql} is null` : sql`${key.sql} = ${value}`;

/** Rows strictly after `value` on this key alone; undefined when none can be. */
const beyond = (key: SortKey, value: string | null): SQL | undefined => {
  if (key.direction === "asc") {
    // Ascending, NULLs come last: after a NULL nothing follows; after a value, larger values and NULLs.
    if (value === null) return undefined;
    return key.isNullable ? sql`(${key.sql} > ${value} or ${key.sql} is null)` : sql`${key.sql} > ${value}`;
  }
  // Descending, NULLs come first: after a NULL every value follows; after a value, smaller ones.
  return value === null ? sql`${key.sql} is not null` : sql`${key.sql} < ${value}`;
};

/**
 * A bound on the first key that an index can start from; the full condition below stays exact. Only
 * where it is a plain range (a nullable ascending key after a value would need "or is null").
 */
const firstKeyBound = (key: SortKey, value: string | null): SQL | undefined => {
  if (key.direction === "desc") return value === null ? undefined : sql`${key.sql} <= ${value}`;
  if (value === null) return sql`${key.sql} is null`;
  return key.isNullable ? undefined : sql`${key.sql} >= ${value}`;
};

/**
 * The rows after the cursor row in the list's order. A uniform order over non-null keys is one row-value
 * comparison, which a matching index answers directly; otherwise the expanded form
 * (k1 after v1) or (k1 = v1 and k2 after v2) or …, with NULLs placed as the order places them.
 */
export const keysetCondition = (keys: SortKey[], values: (string | null)[]): SQL => {
  if (keys.length !== values.length) throw new Error("keyset: one value per key");
  const isUniform = keys.every((k) => k.direction === keys[0]!.direction);
  const hasNull = keys.some((k) => k.isNullable) || values.some((v) => v === null);
  if (isUniform && !hasNull) {
    const operator = keys[0]!.direction === "asc" ? sql.raw(">") : sql.raw("<");
    return sql`(${sql.join(
      keys.map((k) => k.sql),
      sql`, `,
    )}) ${operator} (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  }
  const branches: SQL[] = [];
  keys.forEach((key, index) => {
    const after = beyond(key, values[index]!);
    if (!after) return;
    const before = keys.slice(0, index).map((k, i) => equalTo(k, values[i]!));
    branches.push(before.length > 0 ? and(...before, after)! : after);
  });
  const exact = branches.length > 0 ? or(...branches)! : sql`false`;
  const bound = firstKeyBound(keys[0]!, values[0]!);
  return bound ? and(bound, exact)! : exact;
};
