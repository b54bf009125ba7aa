import type { QueryClient } from "@tanstack/react-query";
import { LIST_DEFAULT_PAGE_SIZE, type ListQuery, type RepliedContract } from "@fieldstead/domain";
import { callContractEarly } from "../../lib/http.ts";
import { isMobileWidth } from "../../lib/use-is-mobile.ts";
import { blockQuery, createCursorBook } from "./grid-query.ts";
import { savedViewsQuery, type SavedView } from "./saved-views.api.ts";

/**
 * The first block a list's grid asks for when it opens: its default saved view's order and filters (none
 * without one), no search, the first page. The grid builds the same query from its own state (a test holds
 * the two together), so a call started with this one before the grid has loaded answers the grid.
 */
export const openingBlockQuery = <Extra extends object>(
  extra: Extra,
  view: Pick<SavedView, "SortModel" | "FilterModel"> | null,
): ListQuery & Extra => ({
  ...blockQuery(
    {
      startRow: 0,
      endRow: LIST_DEFAULT_PAGE_SIZE,
      sortModel: view?.SortModel ?? [],
      filterModel: view?.FilterModel ?? {},
    },
    "",
    createCursorBook(),
  ).query,
  ...extra,
});

export type ListOpening<Extra extends object> = {
  gridId: string;
  /** The list call the page's grid makes (its body is the block query with `extra`). */
  contract: RepliedContract;
  extra: Extra;
};

/**
 * Starts what a list screen asks for first, while its code loads: the grid's saved views, and its first block
 * of rows — at once for the opening without a default view, or as soon as the views name a default one.
 * Phones show the list as cards, which read their own pages: only the views are started there.
 */
export const prefetchListOpening = <Extra extends object>(
  client: QueryClient,
  { gridId, contract, extra }: ListOpening<Extra>,
): void => {
  const views = client.getQueryData(savedViewsQuery(gridId).queryKey);
  const isGrid = !isMobileWidth();
  const start = (view: SavedView | null) => {
    if (isGrid) callContractEarly(contract, { body: openingBlockQuery(extra, view) });
  };
  if (views) return start(views.find((v) => v.IsDefault) ?? null);
  start(null);
  void client
    .fetchQuery(savedViewsQuery(gridId))
    .then((loaded) => {
      const view = loaded.find((v) => v.IsDefault);
      if (view) start(view);
    })
    .catch(() => undefined);
};
