import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { AgGridReact } from "ag-grid-react";
import type { CellKeyDownEvent, GridApi, RowSelectionOptions } from "ag-grid-community";
import { Box } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { LIST_DEFAULT_PAGE_SIZE, type ListQuery, type ListReply, type ListSort } from "@fieldstead/domain";
import type { CardMapping } from "./card-mapping.tsx";
import { ColumnChooser, type ChooserColumn } from "./column-chooser.tsx";
import { DataGridCards } from "./data-grid-cards.tsx";
import { toColDefs, type DataGridColumn } from "./grid-columns.ts";
import { createGridDatasource, type GridLoadState } from "./grid-datasource.ts";
import { readGridExportState, type GridExportState } from "./grid-export-state.ts";
import { GridOverlay } from "./grid-overlay.tsx";
import { GridSelectionBar } from "./grid-selection-bar.tsx";
import { gridThemeFor } from "./grid-setup.ts";
import { GridToolbar } from "./grid-toolbar.tsx";
import { SaveViewDialog } from "./save-view-dialog.tsx";
import { SavedViewsMenu } from "./saved-views-menu.tsx";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useIsMobile } from "../../lib/use-is-mobile.ts";
import { useGridViews } from "./use-grid-views.ts";

const SEARCH_DELAY_MS = 300;
const DEFAULT_COLUMN = { minWidth: 96 };

export type DataGridProps<Row, Extra extends object> = {
  /** Names the grid's saved views; stable for a list, e.g. 'fixed-assets'. */
  gridId: string;
  /** What the rows are ('Fixed assets'): the grid's accessible name. */
  label: string;
  columns: readonly DataGridColumn<Row>[];
  /** Reads one page of rows; the query carries `extraQuery` too. */
  fetchPage: (query: ListQuery & Extra) => Promise<ListReply<Row>>;
  /** Conditions the page sets outside the grid (a tab, a parent record); the grid reloads when they change. */
  extraQuery?: Extra;
  /** Whether `extraQuery` narrows the rows (an empty list then says the filters found nothing). */
  hasPageFilter?: boolean;
  getRowId: (row: Row) => string;
  /** A click on a row, or Enter on one of its cells. */
  onRowClick?: (row: Row) => void;
  /** The page's own buttons in the toolbar (Create, Bulk create …), before the column and view menus. */
  toolbarActions?: ReactNode;
  /**
   * Check boxes to pick rows, and what can be done with the picked rows (shown in a bar above the grid while
   * any row is picked). Rows are picked from the pages read so far.
   */
  selection?: DataGridSelection<Row>;
  /** Change it to read the rows again (after a create, an edit or a delete); the picked rows are dropped. */
  reloadKey?: number;
  /**
   * Toolbar entries that need the grid's present request and shown columns (an Export menu): they get a
   * function reading them at the moment it is called.
   */
  exportActions?: (readState: () => GridExportState<Extra>) => ReactNode;
  /** How a row reads as a card on a phone (below 768 px); made from the first shown columns when absent. */
  card?: CardMapping<Row>;
  /** The cards' order on a phone, what matters most for the list; the server's default order when absent. */
  cardSort?: ListSort[];
};

export type DataGridSelection<Row> = {
  /** The buttons for the picked rows ('Move', 'Edit', 'Delete' …). */
  actions: (rows: Row[], clear: () => void) => ReactNode;
  /** Rows that cannot be picked (an asset already in a move request …). */
  isRowSelectable?: (row: Row) => boolean;
  /** At most this many rows at once. */
  maxRows?: number;
};

/**
 * The one list of the app: on a computer AG Grid over server-side pages (sorted, filtered and searched on the
 * server), with the row count, a column chooser, saved views, and loading, empty and failed states; below
 * 768 px the same list as cards (DataGridCards).
 */
export const DataGrid = <Row, Extra extends object = Record<never, never>>(
  props: DataGridProps<Row, Extra>,
) => (useIsMobile() ? <DataGridCards<Row, Extra> {...props} /> : <DataGridTable<Row, Extra> {...props} />);

const DataGridTable = <Row, Extra extends object = Record<never, never>>({
  gridId,
  label,
  columns,
  fetchPage,
  extraQuery,
  hasPageFilter = false,
  getRowId,
  onRowClick,
  toolbarActions,
  selection,
  reloadKey = 0,
  exportActions,
}: DataGridProps<Row, Extra>) => {
  const muiTheme = useTheme();
  const gridTheme = useMemo(() => gridThemeFor(muiTheme), [muiTheme]);
  const colDefs = useMemo(() => toColDefs(columns), [columns]);
  const defaults = useMemo(
    () => columns.map((c) => ({ colId: c.colId, hide: c.isHiddenByDefault ?? false, width: c.width })),
    [columns],
  );
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const [loadState, setLoadState] = useState<GridLoadState>({ kind: "loading" });
  const [total, setTotal] = useState<number | null>(null);
  const [hasFilters, setHasFilters] = useState(false);
  const [chooserColumns, setChooserColumns] = useState<ChooserColumn[]>([]);
  const [isOpened, setIsOpened] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<Row[]>([]);
  // The page's functions may be new on each render; the grid reads the latest through these.
  const fetchRef = useRef(fetchPage);
  const rowIdRef = useRef(getRowId);
  useEffect(() => {
    fetchRef.current = fetchPage;
    rowIdRef.current = getRowId;
  }, [fetchPage, getRowId]);
  const gridRowId = useCallback(({ data }: { data: Row }) => rowIdRef.current(data), []);

  const readColumns = useCallback(() => {
    if (!api) return;
    const shown = new Map(api.getColumnState().map((c) => [c.colId, !c.hide]));
    setChooserColumns(
      columns.map((c) => ({ colId: c.colId, header: c.header, isVisible: shown.get(c.colId) ?? false })),
    );
    setHasFilters(api.isAnyFilterPresent());
  }, [api, columns]);
  const views = useGridViews({ gridId, api, defaults, onViewShown: readColumns });

  // Opening: the default view first (when the person has one), then the rows, so they are read once.
  const { isSettled, defaultView, show } = views;
  useEffect(() => {
    if (!api || isOpened || !isSettled) return;
    if (defaultView) show(defaultView, defaultView.Name);
    else readColumns();
    setIsOpened(true);
  }, [api, isOpened, isSettled, defaultView, show, readColumns]);

  const extraKey = JSON.stringify(extraQuery ?? {});
  useEffect(() => {
    if (!api || !isOpened) return;
    const extra = JSON.parse(extraKey) as Extra;
    const handleLoadState = (state: GridLoadState) => {
      setLoadState(state);
      if (state.kind === "loaded") setTotal(state.total);
    };
    api.setGridOption(
      "datasource",
      createGridDatasource<Row>({
        fetchPage: (query) => fetchRef.current({ ...query, ...extra }),
        search,
        onLoadState: handleLoadState,
      }),
    );
    setSelected([]);
  }, [api, isOpened, search, extraKey, reloads, reloadKey]);

  const selectableRef = useRef(selection?.isRowSelectable);
  useEffect(() => {
    selectableRef.current = selection?.isRowSelectable;
  }, [selection?.isRowSelectable]);
  const hasSelection = selection !== undefined;
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () =>
      hasSelection
        ? {
            mode: "multiRow",
            checkboxes: true,
            // The rows come a page at a time: 'all' could only mean the pages read so far.
            headerCheckbox: false,
            enableClickSelection: false,
            isRowSelectable: (node) =>
              node.data !== undefined && (selectableRef.current?.(node.data) ?? true),
          }
        : undefined,
    [hasSelection],
  );
  const clearSelection = useCallback(() => {
    api?.deselectAll();
    setSelected([]);
  }, [api]);
  const handleSelectionChanged = () => {
    if (!api) return;
    const rows = api.getSelectedRows();
    const max = selection?.maxRows;
    if (max !== undefined && rows.length > max) {
      const extra = api.getSelectedNodes().slice(max);
      api.setNodesSelected({ nodes: extra, newValue: false });
      return;
    }
    setSelected(rows);
  };

  const readExportState = useCallback((): GridExportState<Extra> => {
    const extra = JSON.parse(extraKey) as Extra;
    if (!api)
      return { query: { ...extra, SortModel: [], FilterModel: {}, Search: null }, columns: [], total };
    return readGridExportState(api, columns, { search, extra, total });
  }, [api, columns, search, extraKey, total]);

  const handleUserChange = (event: { source?: string }) => {
    if (event.source !== "api") views.leaveView();
    readColumns();
  };
  const handleKeyDown = (event: CellKeyDownEvent<Row>) => {
    const key = event.event as KeyboardEvent | null;
    const isOnButton = (key?.target as HTMLElement | null)?.closest?.("button");
    if (key?.key === "Enter" && !isOnButton && event.data) onRowClick?.(event.data);
  };

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
            <ColumnChooser
              columns={chooserColumns}
              onVisibleChange={(colId, isVisible) => {
                api?.setColumnsVisible([colId], isVisible);
                views.leaveView();
                readColumns();
              }}
            />
            <SavedViewsMenu {...views.menu} />
          </>
        }
      />
      {selection && selected.length > 0 ? (
        <GridSelectionBar count={selected.length} onClear={clearSelection}>
          {selection.actions(selected, clearSelection)}
        </GridSelectionBar>
      ) : null}
      <Box
        role="region"
        aria-label={label}
        sx={{
          position: "relative",
          height: { xs: 520, md: "max(440px, calc(100vh - 380px))" },
          "& .ag-row": { cursor: onRowClick ? "pointer" : "default" },
        }}
      >
        <AgGridReact<Row>
          theme={gridTheme}
          columnDefs={colDefs}
          defaultColDef={DEFAULT_COLUMN}
          rowModelType="infinite"
          cacheBlockSize={LIST_DEFAULT_PAGE_SIZE}
          maxBlocksInCache={50}
          blockLoadDebounceMillis={60}
          getRowId={gridRowId}
          suppressOverlays={["loading", "noRows", "noMatchingRows"]}
          onGridReady={({ api: ready }) => setApi(ready)}
          onFilterChanged={handleUserChange}
          onSortChanged={handleUserChange}
          onColumnResized={(event) =>
            event.finished && event.source === "uiColumnResized" && views.leaveView()
          }
          onRowClicked={({ data, event }) => {
            // A click on a row's check box picks the row, and one on a button in a cell does what the
            // button says: neither opens the row.
            const target = event?.target as HTMLElement | null | undefined;
            if (target?.closest?.(".ag-selection-checkbox, .ag-cell button")) return;
            if (data) onRowClick?.(data);
          }}
          {...(rowSelection ? { rowSelection, onSelectionChanged: handleSelectionChanged } : {})}
          onCellKeyDown={handleKeyDown}
        />
        <GridOverlay
          state={loadState}
          isFiltered={hasFilters || hasPageFilter || search.trim() !== ""}
          onRetry={() => setReloads((n) => n + 1)}
        />
      </Box>
      <SaveViewDialog {...views.dialog} />
    </Box>
  );
};
