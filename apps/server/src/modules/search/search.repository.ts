import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { GridColumnState, ColumnFilter, ListSort } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { gridFilters, searchFilters } from "../../db/schema/index.ts";

export type Owner = { orgId: number; employeeId: number };

export type GridFilterRow = {
  gridId: string;
  name: string;
  filterModel: Record<string, ColumnFilter>;
  sortModel: ListSort[];
  columnState: GridColumnState[];
  isDefault: boolean;
  updatedAt: Date;
};

const gridFilterColumns = {
  gridId: gridFilters.gridId,
  name: gridFilters.name,
  filterModel: gridFilters.filterModel,
  sortModel: gridFilters.sortModel,
  columnState: gridFilters.columnState,
  isDefault: gridFilters.isDefault,
  updatedAt: gridFilters.updatedAt,
};

const ownedBy = (owner: Owner) =>
  and(eq(gridFilters.orgId, owner.orgId), eq(gridFilters.employeeId, owner.employeeId));

/** How many named states the employee keeps for a grid, not counting `except`. */
export const countNamedGridFilters = async (
  db: Db,
  owner: Owner,
  gridId: string,
  except: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(gridFilters)
    .where(
      and(
        ownedBy(owner),
        eq(gridFilters.gridId, gridId),
        ne(gridFilters.name, ""),
        ne(gridFilters.name, except),
      ),
    );
  return row?.n ?? 0;
};

/** Saves (or replaces) one state; marking it default unmarks the grid's other states. */
export const upsertGridFilter = async (
  db: Db,
  owner: Owner,
  state: Omit<GridFilterRow, "updatedAt">,
  now: Date,
): Promise<GridFilterRow> =>
  db.transaction(async (tx) => {
    if (state.isDefault)
      await tx
        .update(gridFilters)
        .set({ isDefault: false })
        .where(and(ownedBy(owner), eq(gridFilters.gridId, state.gridId), ne(gridFilters.name, state.name)));
    const [row] = await tx
      .insert(gridFilters)
      .values({ ...owner, ...state, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [gridFilters.employeeId, gridFilters.gridId, gridFilters.name],
        set: {
          filterModel: state.filterModel,
          sortModel: state.sortModel,
          columnState: state.columnState,
          isDefault: state.isDefault,
          updatedAt: now,
        },
      })
      .returning(gridFilterColumns);
    if (!row) throw new Error("grid filter was not saved");
    return row;
  });

/** The employee's states of a grid: the default first, then the unnamed one, then by name. */
export const findGridFilters = (db: Db, owner: Owner, gridId: string): Promise<GridFilterRow[]> =>
  db
    .select(gridFilterColumns)
    .from(gridFilters)
    .where(and(ownedBy(owner), eq(gridFilters.gridId, gridId)))
    .orderBy(desc(gridFilters.isDefault), sql`${gridFilters.name} <> ''`, asc(gridFilters.name));

/** Removes one state; false when the employee had none by that name. */
export const deleteGridFilter = async (
  db: Db,
  owner: Owner,
  gridId: string,
  name: string,
): Promise<boolean> => {
  const removed = await db
    .delete(gridFilters)
    .where(and(ownedBy(owner), eq(gridFilters.gridId, gridId), eq(gridFilters.name, name)))
    .returning({ id: gridFilters.id });
  return removed.length > 0;
};

export type SearchFilterRow = { filterTypeId: number; searchQuery: string; updatedAt: Date };

const searchFilterColumns = {
  filterTypeId: searchFilters.filterTypeId,
  searchQuery: searchFilters.searchQuery,
  updatedAt: searchFilters.updatedAt,
};

export const upsertSearchFilter = async (
  db: Db,
  owner: Owner,
  filterTypeId: number,
  searchQuery: string,
  now: Date,
): Promise<SearchFilterRow> => {
  const [row] = await db
    .insert(searchFilters)
    .values({ ...owner, filterTypeId, searchQuery, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [searchFilters.employeeId, searchFilters.filterTypeId],
      set: { searchQuery, updatedAt: now },
    })
    .returning(searchFilterColumns);
  if (!row) throw new Error("search filter was not saved");
  return row;
};

export const findSearchFilters = (
  db: Db,
  owner: Owner,
  filterTypeId: number | undefined,
): Promise<SearchFilterRow[]> =>
  db
    .select(searchFilterColumns)
    .from(searchFilters)
    .where(
      and(
        eq(searchFilters.orgId, owner.orgId),
        eq(searchFilters.employeeId, owner.employeeId),
        filterTypeId === undefined ? undefined : eq(searchFilters.filterTypeId, filterTypeId),
      ),
    )
    .orderBy(asc(searchFilters.filterTypeId));
