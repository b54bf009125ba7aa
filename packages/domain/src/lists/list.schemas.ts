import { z } from "zod";
import { LIST_MAX_PAGE_SIZE, LIST_DEFAULT_PAGE_SIZE, LIST_MAX_SORT_COLUMNS } from "./list-limits.ts";

/**
 * One list request shape serves every list of the product (assets, locations, move and material requests,
 * warehouse stock, and the lists of later modules): a page of rows, sorted and filtered on the server.
 * The sort and filter models follow AG Grid's own, so the grid's state travels as it is.
 */

const ColumnIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "Column names are letters, digits and '_'.");

export const ListSortSchema = z.object({
  colId: ColumnIdSchema,
  sort: z.enum(["asc", "desc"]),
});
export type ListSort = z.infer<typeof ListSortSchema>;

export const TextFilterSchema = z.object({
  filterType: z.literal("text"),
  type: z.enum([
    "contains",
    "notContains",
    "equals",
    "notEqual",
    "startsWith",
    "endsWith",
    "blank",
    "notBlank",
  ]),
  filter: z.string().max(200).nullish(),
});

export const NumberFilterSchema = z.object({
  filterType: z.literal("number"),
  type: z.enum([
    "equals",
    "notEqual",
    "lessThan",
    "lessThanOrEqual",
    "greaterThan",
    "greaterThanOrEqual",
    "inRange",
    "blank",
    "notBlank",
  ]),
  filter: z.number().finite().nullish(),
  filterTo: z.number().finite().nullish(),
});

/** Dates as AG Grid sends them: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. */
const GridDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, "Dates read YYYY-MM-DD.");

export const DateFilterSchema = z.object({
  filterType: z.literal("date"),
  type: z.enum(["equals", "notEqual", "lessThan", "greaterThan", "inRange", "blank", "notBlank"]),
  dateFrom: GridDateSchema.nullish(),
  dateTo: GridDateSchema.nullish(),
});

/** A choice among listed values (status, level, verification state …), for columns with few values. */
export const SetFilterSchema = z.object({
  filterType: z.literal("set"),
  values: z.array(z.union([z.string().max(200), z.number()])).max(200),
});

export const ColumnFilterSchema = z.discriminatedUnion("filterType", [
  TextFilterSchema,
  NumberFilterSchema,
  DateFilterSchema,
  SetFilterSchema,
]);
export type ColumnFilter = z.infer<typeof ColumnFilterSchema>;

export const ListQuerySchema = z.object({
  /** Index of the first row wanted (0-based). */
  StartRow: z.number().int().min(0).max(100_000_000).default(0),
  PageSize: z.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_DEFAULT_PAGE_SIZE),
  /**
   * The previous page's NextCursor: the server then continues after that row (keyset) instead of counting
   * StartRow rows from the start. Opaque to the client.
   */
  After: z.string().max(2000).nullish(),
  SortModel: z.array(ListSortSchema).max(LIST_MAX_SORT_COLUMNS).default([]),
  FilterModel: z.record(ColumnIdSchema, ColumnFilterSchema).default({}),
  /** Free text matched against the list's searchable columns. */
  Search: z.string().trim().max(200).nullish(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
export type ListQueryInput = z.input<typeof ListQuerySchema>;

/** The reply schema of a list call whose rows are `row` (its type is ListReply of the row's type). */
export const listReplySchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    Rows: z.array(row),
    TotalCount: z.number().int(),
    NextCursor: z.string().nullable(),
  });

export type ListReply<Row> = {
  Rows: Row[];
  /** Rows matching the filters, over every page. */
  TotalCount: number;
  /** Pass as `After` with StartRow + Rows.length to read the next page by keyset; null on the last page. */
  NextCursor: string | null;
};
