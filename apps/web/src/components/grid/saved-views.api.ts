import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DeleteGridFilterContract,
  GetGridFiltersContract,
  PersistGridFiltersContract,
  type DeleteGridFilterReply,
  type GridFilter,
  type GridFilterReply,
} from "@fieldstead/domain";
import { callContract } from "../../lib/http.ts";
import type { GridView } from "./grid-views.ts";

/** A view the signed-in person saved for one grid, under a name. */
export type SavedView = GridView & { Name: string; IsDefault: boolean };

export const savedViewsQueryKey = (gridId: string) => ["grid-views", gridId] as const;

/** A saved state as a view: the unnamed state (a name of null) is not one of the views the menu offers. */
const toSavedView = (filter: GridFilter): SavedView | null =>
  filter.Name === null || filter.Name === ""
    ? null
    : {
        Name: filter.Name,
        IsDefault: filter.IsDefault,
        FilterModel: filter.FilterModel,
        SortModel: filter.SortModel,
        ColumnState: filter.ColumnState.map(({ colId, hide, width }) => ({
          colId,
          hide: hide ?? false,
          ...(typeof width === "number" ? { width } : {}),
        })),
      };

/** POST Search/GetGridFilters: the caller's saved views of this grid (the default first). */
export const getSavedViews = async (gridId: string): Promise<SavedView[]> => {
  const reply = await callContract(GetGridFiltersContract, {
    body: { GridId: gridId },
    isSilent: true,
  });
  return reply.GridFilters.map(toSavedView).filter((v): v is SavedView => v !== null);
};

/** POST Search/PersistGridFilters: keeps a view under its name (the same name replaces it). */
export const saveView = (gridId: string, view: SavedView): Promise<GridFilterReply> =>
  callContract(PersistGridFiltersContract, { body: { GridId: gridId, ...view } });

/** POST Search/DeleteGridFilter: removes one of the caller's views. */
export const deleteView = (gridId: string, name: string): Promise<DeleteGridFilterReply> =>
  callContract(DeleteGridFilterContract, { body: { GridId: gridId, Name: name } });

export const savedViewsQuery = (gridId: string) =>
  queryOptions({
    queryKey: savedViewsQueryKey(gridId),
    queryFn: () => getSavedViews(gridId),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSavedViews = (gridId: string) => useQuery(savedViewsQuery(gridId));

const useViewMutation = <Input>(gridId: string, call: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey(gridId) }),
  });
};

export const useSaveView = (gridId: string) =>
  useViewMutation(gridId, (view: SavedView) => saveView(gridId, view));

export const useDeleteView = (gridId: string) =>
  useViewMutation(gridId, (name: string) => deleteView(gridId, name));
