import {
  GRID_FILTERS_MAX_PER_GRID,
  ResultCode,
  type DeleteGridFilter,
  type GetGridFilters,
  type GetSearchFilters,
  type GridFilter,
  type GridFilterReply,
  type GridFiltersReply,
  type PersistGridFilters,
  type PersistJSONSearchFilters,
  type SearchFilter,
  type SearchFilterReply,
  type SearchFiltersReply,
  type StatusReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  countNamedGridFilters,
  deleteGridFilter,
  findGridFilters,
  findSearchFilters,
  upsertGridFilter,
  upsertSearchFilter,
  type GridFilterRow,
  type Owner,
  type SearchFilterRow,
} from "./search.repository.ts";

/** A request the schema let through that is still wrong: a 400 naming the field. */
export type Outcome<T> = { ok: true; reply: T } | { ok: false; field: string; message: string };

/** Saved filters are the caller's own: a body naming another employee is refused. */
const ownerOf = (session: ActiveSession, body: { EmployeeId?: number; EmpId?: number }): Owner => {
  for (const claimed of [body.EmployeeId, body.EmpId])
    if (claimed !== undefined && claimed !== 0 && claimed !== session.employeeId)
      throw new AppError("FORBIDDEN");
  return { orgId: session.orgId, employeeId: session.employeeId };
};

const toGridFilter = (row: GridFilterRow): GridFilter => ({
  GridId: row.gridId,
  Name: row.name === "" ? null : row.name,
  FilterModel: row.filterModel,
  SortModel: row.sortModel,
  ColumnState: row.columnState,
  IsDefault: row.isDefault,
  UpdatedAt: row.updatedAt.toISOString(),
});

const toSearchFilter = (row: SearchFilterRow): SearchFilter => ({
  FilterTypeId: row.filterTypeId,
  SearchQuery: row.searchQuery,
  UpdatedAt: row.updatedAt.toISOString(),
});

export const persistGridFilters = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PersistGridFilters,
): Promise<Outcome<GridFilterReply>> => {
  const owner = ownerOf(session, body);
  const name = body.Name ?? "";
  if (
    name !== "" &&
    (await countNamedGridFilters(ctx.db, owner, body.GridId, name)) >= GRID_FILTERS_MAX_PER_GRID
  )
    return {
      ok: false,
      field: "Name",
      message: `at most ${GRID_FILTERS_MAX_PER_GRID} saved filters per grid; remove one first`,
    };
  const row = await upsertGridFilter(
    ctx.db,
    owner,
    {
      gridId: body.GridId,
      name,
      filterModel: body.FilterModel,
      sortModel: body.SortModel,
      columnState: body.ColumnState,
      isDefault: body.IsDefault ?? false,
    },
    ctx.now(),
  );
  return {
    ok: true,
    reply: { StatusCode: ResultCode.Success, StatusMessage: "Filters saved", GridFilter: toGridFilter(row) },
  };
};

export const gridFiltersOf = async (
  ctx: AppContext,
  session: ActiveSession,
  body: GetGridFilters,
): Promise<GridFiltersReply> => {
  const rows = await findGridFilters(ctx.db, ownerOf(session, body), body.GridId);
  return { StatusCode: ResultCode.Success, StatusMessage: "Success", GridFilters: rows.map(toGridFilter) };
};

export const removeGridFilter = async (
  ctx: AppContext,
  session: ActiveSession,
  body: DeleteGridFilter,
): Promise<StatusReply> => {
  const isRemoved = await deleteGridFilter(ctx.db, ownerOf(session, body), body.GridId, body.Name ?? "");
  if (!isRemoved) throw new AppError("NOT_FOUND");
  return { StatusCode: ResultCode.Success, StatusMessage: "Filter removed" };
};

/** The saved search as JSON text: text must already be JSON; a value is written as JSON. */
const searchText = (query: PersistJSONSearchFilters["SearchQuery"]): string | null => {
  if (typeof query !== "string") return JSON.stringify(query);
  try {
    JSON.parse(query);
    return query;
  } catch {
    return null;
  }
};

export const persistSearchFilters = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PersistJSONSearchFilters,
): Promise<Outcome<SearchFilterReply>> => {
  const owner = ownerOf(session, body);
  const text = searchText(body.SearchQuery);
  if (text === null) return { ok: false, field: "SearchQuery", message: "is not JSON" };
  const row = await upsertSearchFilter(ctx.db, owner, body.FilterTypeId, text, ctx.now());
  return {
    ok: true,
    reply: {
      StatusCode: ResultCode.Success,
      StatusMessage: "Search saved",
      SearchFilter: toSearchFilter(row),
    },
  };
};

export const searchFiltersOf = async (
  ctx: AppContext,
  session: ActiveSession,
  body: GetSearchFilters,
): Promise<SearchFiltersReply> => {
  const rows = await findSearchFilters(ctx.db, ownerOf(session, body), body.FilterTypeId);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Success",
    SearchFilters: rows.map(toSearchFilter),
  };
};
