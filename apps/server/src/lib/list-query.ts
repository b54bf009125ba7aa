import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ListQuery, ListReply, ListSort } from "@fieldstead/domain";
import {
  CURSOR_MAX_LENGTH,
  decodeCursor,
  encodeCursor,
  fingerprint,
  type CursorValueKind,
  type ListCursor,
} from "./list-query.cursor.ts";
import { ListQueryError } from "./list-query.errors.ts";
import { columnsHolding, filterCondition, searchCondition } from "./list-query.filters.ts";
import { keysetCondition, type SortKey } from "./list-query.keyset.ts";

/**
 * The one server-side list mechanism: a list declares its columns once, and any ListQuery (page, sort,
 * filters, search, keyset cursor) becomes WHERE, ORDER BY and LIMIT/OFFSET for the list's repository to run.
 */
export type ListColumnType = "text" | "number" | "date" | "set";

export type ListColumn = {
  /** The column or expression, as it reads in the list's FROM clause. */
  sql: SQLWrapper;
  /** What filter the column takes: text, number, date, or a choice among listed values (set). */
  type: ListColumnType;
  /** Set columns: whether the values are numbers or text (default text). */
  setOf?: "number" | "text";
  /** Number or set columns holding whole numbers (their filters are bound so an index serves). */
  isInteger?: boolean;
  /** Date columns holding a point in time: a day filter means that day in the display time zone. */
  isTimestamp?: boolean;
  /** May the value be NULL (a nullable column, or one from an outer join)? The keyset depends on it. */
  isNullable?: boolean;
  canSort?: boolean;
  canFilter?: boolean;
  /** Matched by the list's Search (when the list has no searchTerm of its own). */
  isSearchable?: boolean;
};

export type ListDefinition = {
  /** Names the list inside its cursors, so a cursor of one list means nothing to another. */
  name: string;
  columns: Record<string, ListColumn>;
  /** The row's id: the last key of every order, so the order is total. */
  id: SQLWrapper;
  /** The organisation column every row is filtered by first. */
  orgId: SQLWrapper;
  /** The order when the request gives none. */
  defaultSort: ListSort[];
  /**
   * How one word of the Search matches a row, given its LIKE pattern ('%word%', escaped). Without it, any
   * searchable column holding the word (any case) matches. A list with one it reads no column for Search.
   */
  searchTerm?: (pattern: string, scope: ListScope) => SQL;
};

export type ListScope = {
  orgId: number;
  /** The list's own conditions (verification filter, parent …); `key` names them for the cursor. */
  conditions?: (SQL | undefined)[];
  key?: unknown;
};

export type ListPlan = {
  /** Organisation, list conditions, filters and search: the WHERE of the count. */
  where: SQL;
  /** `where` and, when reading by cursor, the keyset condition: the WHERE of the page. */
  pageWhere: SQL;
  orderBy: SQL[];
  /** The same keys the other way round: a page near the end is read from the end (see `pageWindow`). */
  backwardOrderBy: SQL[];
  /** One row more than the page, to know whether another page follows. */
  limit: number;
  offset: number;
  /** Add to the page's selection: the sort values as text and the id. */
  cursorSelection: Record<string, SQL>;
  /** True when the page is read after a cursor rather than by position. */
  isKeyset: boolean;
  /**
   * Whether the sort, a filter or the search reads this column. A join that only serves columns nobody
   * reads is left out of the page's ids and of the count, so they can come from an index alone.
   */
  uses: (colId: string) => boolean;
};

const kindOf = (column: ListColumn): CursorValueKind =>
  column.type === "number" || column.setOf === "number" ? "number" : column.type === "date" ? "date" : "text";

type Planned = ListPlan & {
  pageSize: number;
  startRow: number;
  fingerprint: string;
  cursor: ListCursor | null;
  keyCount: number;
};

const sortKeysOf = (definition: ListDefinition, sortModel: ListSort[]) => {
  const seen = new Set<string>();
  return (sortModel.length > 0 ? sortModel : definition.defaultSort).map(({ colId, sort }, index) => {
    const column = definition.columns[colId];
    const field = `SortModel.${index}.colId`;
    if (!column) throw new ListQueryError(field, `no column named '${colId}'`);
    if (!column.canSort) throw new ListQueryError(field, `the list cannot be sorted by '${colId}'`);
    if (seen.has(colId)) throw new ListQueryError(field, `'${colId}' is already sorted on`);
    seen.add(colId);
    return { colId, column, direction: sort };
  });
};

/** Turns a request into the query parts; a bad column, filter or cursor is a ListQueryError (a 400). */
export const planList = (definition: ListDefinition, query: ListQuery, scope: ListScope): Planned => {
  const sorts = sortKeysOf(definition, query.SortModel);
  const conditions: (SQL | undefined)[] = [eq(definition.orgId, scope.orgId), ...(scope.conditions ?? [])];
  for (const [colId, filter] of Object.entries(query.FilterModel)) {
    const column = definition.columns[colId];
    const field = `FilterModel.${colId}`;
    if (!column) throw new ListQueryError(field, `no column named '${colId}'`);
    if (!column.canFilter) throw new ListQueryError(field, `the list cannot be filtered by '${colId}'`);
    conditions.push(filterCondition(column, filter, field));
  }
  const searchable = Object.keys(definition.columns).filter((c) => definition.columns[c]!.isSearchable);
  const { searchTerm } = definition;
  if (query.Search)
    conditions.push(
      searchCondition(
        searchTerm
          ? (pattern) => searchTerm(pattern, scope)
          : (pattern) =>
              columnsHolding(
                searchable.map((c) => definition.columns[c]!.sql),
                pattern,
              ),
        query.Search,
      ),
    );
  const where = and(...conditions)!;
  const used = new Set([
    ...sorts.map((s) => s.colId),
    ...Object.keys(query.FilterModel),
    ...(query.Search && !searchTerm ? searchable : []),
  ]);

  // Only the last key's direction is shared with the id, so a uniform order stays uniform.
  const lastDirection = sorts.at(-1)?.direction ?? "asc";
  const keys: SortKey[] = [
    ...sorts.map(({ column, direction }) => ({
      sql: column.sql,
      direction,
      isNullable: column.isNullable ?? false,
    })),
    { sql: definition.id, direction: lastDirection, isNullable: false },
  ];
  const ordered = (forward: boolean) =>
    keys.map((k) =>
      (k.direction === "asc") === forward ? sql`${k.sql} asc nulls last` : sql`${k.sql} desc nulls first`,
    );
  const orderBy = ordered(true);
  const print = fingerprint({
    list: definition.name,
    sort: sorts.map((s) => [s.colId, s.direction]),
    filter: query.FilterModel,
    search: query.Search?.trim() || null,
    scope: scope.key ?? null,
  });
  const kinds = sorts.map((s) => kindOf(s.column));
  const decoded = query.After ? decodeCursor(query.After, kinds) : null;
  // A cursor for another sort, filter or position is ignored: the page is read by position instead.
  const cursor = decoded && decoded.f === print && decoded.n === query.StartRow ? decoded : null;
  const isKeyset = Boolean(cursor?.k && cursor.i !== undefined);
  const pageWhere = isKeyset
    ? and(where, keysetCondition(keys, [...cursor!.k!, String(cursor!.i!)]))!
    : where;
  const cursorSelection: Record<string, SQL> = Object.fromEntries([
    ...sorts.map((s, i) => [`_k${i}`, sql<string | null>`(${s.column.sql})::text`.mapWith(String)]),
    ["_kid", sql<number>`${definition.id}`.mapWith(Number)],
  ]);
  return {
    where,
    pageWhere,
    orderBy,
    backwardOrderBy: ordered(false),
    limit: query.PageSize + 1,
    offset: isKeyset ? 0 : query.StartRow,
    cursorSelection,
    isKeyset,
    uses: (colId) => used.has(colId),
    pageSize: query.PageSize,
    startRow: query.StartRow,
    fingerprint: print,
    cursor,
    keyCount: sorts.length,
  };
};

type RawRow = Record<string, unknown>;

export type PageWindow = { orderBy: SQL[]; limit: number; offset: number };

/**
 * Where the page's rows are read from. A page by position skips `startRow` entries of an index; when the total
 * is known and the page lies in the second half, the same rows are the first ones after skipping the rest
 * from the other end, so no page skips more than half the list (the caller sorts them back into `orderBy`).
 */
export const pageWindow = (plan: ListPlan, total?: number): PageWindow => {
  const forward = { orderBy: plan.orderBy, limit: plan.limit, offset: plan.offset };
  if (plan.isKeyset || total === undefined || plan.offset >= total) return forward;
  const offset = Math.max(0, total - plan.offset - plan.limit);
  return offset < plan.offset
    ? { orderBy: plan.backwardOrderBy, limit: total - plan.offset - offset, offset }
    : forward;
};

/**
 * Runs a planned list: the page (one row more than asked) and, unless the cursor already carries it, the
 * count. Strips the cursor columns and writes the next cursor from the page's last row. A list whose count is
 * cheap (`countIsCheap`) is counted before a page by position, so a page near the end is read from the end.
 */
export const runList = async <Raw extends RawRow, Row>(
  plan: Planned,
  run: { page: (total?: number) => Promise<Raw[]>; count: () => Promise<number>; countIsCheap?: boolean },
  toRow: (raw: Raw) => Row,
): Promise<ListReply<Row>> => {
  const carried = plan.cursor?.t;
  const countFirst = !plan.isKeyset && plan.startRow > 0 && run.countIsCheap === true;
  const known = carried ?? (countFirst ? await run.count() : undefined);
  const [fetched, counted] = await Promise.all([
    run.page(plan.isKeyset ? undefined : known),
    known === undefined ? run.count() : Promise.resolve(known),
  ]);
  const hasMore = fetched.length > plan.pageSize;
  const page = hasMore ? fetched.slice(0, plan.pageSize) : fetched;
  const end = plan.startRow + page.length;
  // A total carried from the start of the walk is corrected by what this page proves.
  const total = hasMore ? Math.max(counted, end + 1) : page.length > 0 || plan.startRow === 0 ? end : counted;
  const last = page.at(-1);
  let next: string | null = null;
  if (hasMore && last) {
    const keys = Array.from({ length: plan.keyCount }, (_, i) => (last[`_k${i}`] ?? null) as string | null);
    const withKeys = encodeCursor({ f: plan.fingerprint, n: end, k: keys, i: Number(last._kid), t: total });
    // A sort value too long for a cursor: the next page is then read by position.
    next =
      withKeys.length <= CURSOR_MAX_LENGTH
        ? withKeys
        : encodeCursor({ f: plan.fingerprint, n: end, t: total });
  }
  return {
    // toRow picks the list's own fields, so the cursor columns stay behind.
    Rows: page.map(toRow),
    TotalCount: total,
    NextCursor: next,
  };
};
