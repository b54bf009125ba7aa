import type { ListReply } from "@fieldstead/domain";
import type { PgSelect } from "drizzle-orm/pg-core";
import { runKept } from "./kept-statements.ts";
import { runList, type planList } from "./list-query.ts";

/** A row of what a select answers. */
type RowOf<Q> = Awaited<Q> extends readonly (infer R extends Record<string, unknown>)[] ? R : never;

/**
 * Runs a planned list over a query of one table and its joins: the page takes the plan's WHERE, ORDER BY,
 * LIMIT and OFFSET, the count its WHERE. Both are built by the caller (`.$dynamic()`), so the joins and the
 * row type stay the list's own; the count is run only when the cursor does not carry it.
 */
export const runListQuery = <Q extends PgSelect, C extends PgSelect, Row>(
  plan: ReturnType<typeof planList>,
  query: {
    /** The list's columns with `plan.cursorSelection`, from its table and joins. */
    page: Q;
    /** `{ n: count() }` from the same table and joins. */
    count: C & PromiseLike<{ n: number }[]>;
  },
  toRow: (raw: RowOf<Q>) => Row,
): Promise<ListReply<Row>> =>
  // A dynamic select's clauses answer the same query, so its rows keep the type the caller's select gave.
  runList(
    plan,
    {
      page: () =>
        runKept(
          query.page
            .where(plan.pageWhere)
            .orderBy(...plan.orderBy)
            .limit(plan.limit)
            .offset(plan.offset),
        ) as unknown as Promise<RowOf<Q>[]>,
      count: async () => ((await runKept(query.count.where(plan.where))) as { n: number }[])[0]?.n ?? 0,
    },
    toRow,
  );
