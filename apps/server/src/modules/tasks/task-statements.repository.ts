import type { Query, SQL } from "drizzle-orm";
import type { PgColumn, SelectedFieldsOrdered } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";

/** A selection of one column or expression per key, as the task statements read them. */
export type FlatSelection = Record<string, PgColumn | SQL | SQL.Aliased>;

/**
 * A select whose SQL text is built once, with drizzle placeholders (`sql.placeholder(name)`) where its values
 * go, and run as a named prepared statement on the pool or inside a transaction alike. Building a query costs
 * drizzle more CPU than PostgreSQL spends running a planned one: a status move built six statements on every
 * call, about 1.7 ms of the 5.8 ms of server CPU it took.
 */
export type BuiltSelect = {
  readonly name: string;
  readonly query: Query;
  /** How each column of a row is read: the selection, in its order. */
  readonly fields: SelectedFieldsOrdered;
};

/** Builds a select of `selection` once; its rows come back as drizzle maps them. */
export const builtSelect = <S extends FlatSelection>(
  name: string,
  selection: S,
  build: (selection: S) => { toSQL(): Query },
): BuiltSelect => ({
  name,
  query: build(selection).toSQL(),
  fields: Object.entries(selection).map(([key, field]) => ({ path: [key], field })),
});

/** Runs a built select with these values for its placeholders. */
export const runBuilt = <Row>(
  db: Db | Tx,
  select: BuiltSelect,
  values: Record<string, unknown>,
): Promise<Row[]> =>
  db._.session
    .prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      select.query,
      select.fields,
      select.name,
      true,
    )
    .execute(values);
