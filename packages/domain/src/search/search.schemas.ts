import { z } from "zod";
import { ColumnFilterSchema, ListSortSchema } from "../lists/list.schemas.ts";
import { LIST_MAX_SORT_COLUMNS } from "../lists/list-limits.ts";
import { CallerEchoSchema } from "../shared/request.schemas.ts";

/** Saved grid states an employee may keep per grid (named ones; the unnamed state is one more). */
export const GRID_FILTERS_MAX_PER_GRID = 50;

/** Names a grid, e.g. 'fixedAssetManagement' or 'locations'. */
export const GridIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, "Grid ids are letters, digits and . _ : -");

const GridColumnIdSchema = z.string().min(1).max(100);

/** One column of a grid's layout; the array's order is the columns' order. */
export const GridColumnStateSchema = z.object({
  colId: GridColumnIdSchema,
  hide: z.boolean().nullish(),
  width: z.number().int().min(10).max(5000).nullish(),
  pinned: z.enum(["left", "right"]).nullish(),
});
export type GridColumnState = z.infer<typeof GridColumnStateSchema>;

const GridStateFields = {
  FilterModel: z.record(GridColumnIdSchema, ColumnFilterSchema).default({}),
  SortModel: z.array(ListSortSchema).max(LIST_MAX_SORT_COLUMNS).default([]),
  ColumnState: z.array(GridColumnStateSchema).max(200).default([]),
};

export const PersistGridFiltersSchema = CallerEchoSchema.extend({
  GridId: GridIdSchema,
  /** Absent or empty: the grid's unnamed state. The same GridId and Name replace what was saved. */
  Name: z.string().trim().max(100).nullish(),
  ...GridStateFields,
  /** The state the grid opens with; at most one per grid. */
  IsDefault: z.boolean().nullish(),
});
export type PersistGridFilters = z.infer<typeof PersistGridFiltersSchema>;

export const GetGridFiltersSchema = CallerEchoSchema.extend({ GridId: GridIdSchema });
export type GetGridFilters = z.infer<typeof GetGridFiltersSchema>;

export const DeleteGridFilterSchema = CallerEchoSchema.extend({
  GridId: GridIdSchema,
  Name: z.string().trim().max(100).nullish(),
});
export type DeleteGridFilter = z.infer<typeof DeleteGridFilterSchema>;

/** The result code and message every reply of saved filters carries. */
const StatusFields = { StatusCode: z.number().int(), StatusMessage: z.string() };

/** A saved grid state as stored (each part as it was saved through PersistGridFilters). */
export const GridFilterSchema = z.object({
  GridId: z.string(),
  /** null for the grid's unnamed state. */
  Name: z.string().nullable(),
  FilterModel: z.record(z.string(), ColumnFilterSchema),
  SortModel: z.array(ListSortSchema),
  ColumnState: z.array(GridColumnStateSchema),
  IsDefault: z.boolean(),
  UpdatedAt: z.string(),
});
export type GridFilter = z.infer<typeof GridFilterSchema>;

export const GridFilterReplySchema = z.object({ ...StatusFields, GridFilter: GridFilterSchema });
export type GridFilterReply = z.infer<typeof GridFilterReplySchema>;
/** The caller's saved states of one grid: the default first, then the unnamed state, then by name. */
export const GridFiltersReplySchema = z.object({ ...StatusFields, GridFilters: z.array(GridFilterSchema) });
export type GridFiltersReply = z.infer<typeof GridFiltersReplySchema>;
/** A removed grid state: the result code alone. */
export const DeleteGridFilterReplySchema = z.object(StatusFields);
export type DeleteGridFilterReply = z.infer<typeof DeleteGridFilterReplySchema>;

/** Longest saved JSON search. */
export const SEARCH_QUERY_MAX_LENGTH = 20_000;

const FilterTypeIdSchema = z.coerce.number<unknown>().int().min(1).max(1_000_000);

/**
 * The search filter payload (portal-platform §3.6): SearchQuery, FilterTypeId, Email, LanguageId, EmployeeId,
 * TimeZoneOffset. SearchQuery is a JSON search, as JSON text or as the value itself.
 */
export const PersistJSONSearchFiltersSchema = CallerEchoSchema.extend({
  FilterTypeId: FilterTypeIdSchema,
  SearchQuery: z.union([
    z.string().max(SEARCH_QUERY_MAX_LENGTH),
    z.record(z.string(), z.unknown()),
    z.array(z.unknown()),
  ]),
});
export type PersistJSONSearchFilters = z.infer<typeof PersistJSONSearchFiltersSchema>;

/** Without FilterTypeId, every saved search of the caller. */
export const GetSearchFiltersSchema = CallerEchoSchema.extend({
  FilterTypeId: FilterTypeIdSchema.optional(),
  SearchQuery: z.unknown().optional(),
});
export type GetSearchFilters = z.infer<typeof GetSearchFiltersSchema>;

/** A saved JSON search: SearchQuery is the JSON text. */
export const SearchFilterSchema = z.object({
  FilterTypeId: z.number().int(),
  SearchQuery: z.string(),
  UpdatedAt: z.string(),
});
export type SearchFilter = z.infer<typeof SearchFilterSchema>;
export const SearchFilterReplySchema = z.object({ ...StatusFields, SearchFilter: SearchFilterSchema });
export type SearchFilterReply = z.infer<typeof SearchFilterReplySchema>;
export const SearchFiltersReplySchema = z.object({
  ...StatusFields,
  SearchFilters: z.array(SearchFilterSchema),
});
export type SearchFiltersReply = z.infer<typeof SearchFiltersReplySchema>;
