import { useCallback, useMemo, useState } from "react";
import { Box } from "@mui/material";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { CardList } from "./card-list.tsx";
import { cardFromColumns } from "./card-mapping.tsx";
import type { DataGridProps } from "./data-grid.tsx";
import type { GridExportState } from "./grid-export-state.ts";
import { GridToolbar } from "./grid-toolbar.tsx";
import type { CardListQuery } from "./use-card-pages.ts";

const SEARCH_DELAY_MS = 300;

/**
 * DataGrid on a phone: the same list call, search, page conditions and toolbar buttons, with the rows as cards
 * read a page at a time as they are scrolled to. In the list's card order (`cardSort`, else the server's
 * default). The column menu, saved views, column filters and picking rows are the desktop grid's.
 */
export const DataGridCards = <Row, Extra extends object = Record<never, never>>({
  label,
  columns,
  fetchPage,
  extraQuery,
  hasPageFilter = false,
  getRowId,
  onRowClick,
  toolbarActions,
  reloadKey = 0,
  exportActions,
  card,
  cardSort,
}: DataGridProps<Row, Extra>) => {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const [total, setTotal] = useState<number | null>(null);
  const mapping = useMemo(() => card ?? cardFromColumns(columns), [card, columns]);
  const extraKey = JSON.stringify(extraQuery ?? {});
  const sortKey = JSON.stringify(cardSort ?? []);
  const query = useMemo<CardListQuery<Extra>>(
    () => ({
      ...(JSON.parse(extraKey) as Extra),
      SortModel: JSON.parse(sortKey) as CardListQuery<Extra>["SortModel"],
      FilterModel: {},
      Search: search.trim() === "" ? null : search.trim(),
    }),
    [extraKey, sortKey, search],
  );
  // An export holds what the cards hold, in the grid's standard columns.
  const readExportState = useCallback(
    (): GridExportState<Extra> => ({
      query: { ...query, Search: query.Search ?? null },
      columns: columns.filter((c) => !c.isHiddenByDefault).map((c) => ({ colId: c.colId, header: c.header })),
      total,
    }),
    [query, columns, total],
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <GridToolbar
        label={label}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        total={total}
        actions={
          <>
            {toolbarActions}
            {exportActions?.(readExportState)}
          </>
        }
      />
      <CardList<Row, Extra>
        label={label}
        fetchPage={fetchPage}
        query={query}
        getRowId={getRowId}
        card={mapping}
        {...(onRowClick ? { onOpen: onRowClick } : {})}
        isFiltered={hasPageFilter || search.trim() !== ""}
        reloadKey={reloadKey}
        onTotalChange={setTotal}
      />
    </Box>
  );
};
