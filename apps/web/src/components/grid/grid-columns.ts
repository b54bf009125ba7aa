import type { ReactNode } from "react";
import type { ColDef, ValueFormatterParams } from "ag-grid-community";
import { assertNever, isFilterableColumn, isSortableColumn, type ListColumnSpecs } from "@fieldstead/domain";
import { formatDateCell } from "./grid-format.ts";
import { SetColumnFilter } from "./set-column-filter.tsx";

export type DataGridColumnType = "text" | "number" | "date" | "set";

/** One value of a 'set' column: what the server stores, and what the cell and the filter show. */
export type DataGridOption = { value: string | number; label: string };

export type DataGridColumn<Row> = {
  /** The row field, which is also the column name the list call sorts and filters by. */
  colId: keyof Row & string;
  header: string;
  type: DataGridColumnType;
  /** The values of a 'set' column. */
  options?: readonly DataGridOption[];
  /** Pixels; the grid's default when absent. */
  width?: number;
  /** Hidden until someone shows it with the column chooser. */
  isHiddenByDefault?: boolean;
  /** Date columns: the time of day as well ('Mar 10, 2026 04:05 PM'). */
  showsTime?: boolean;
  /** The cell's text, when the value alone does not say it (a cost, a code with a name …). */
  format?: (row: Row) => string;
  isSortable?: boolean;
  isFilterable?: boolean;
  /** The cell's content, when text is not enough (a status chip …); `format` still gives the filter's text. */
  renderCell?: (row: Row) => ReactNode;
};

/** What the grid adds to a described column: its width, its values, its formatting, whether it starts hidden. */
export type GridColumnExtras<Row> = Omit<
  DataGridColumn<Row>,
  "colId" | "header" | "type" | "showsTime" | "isSortable" | "isFilterable"
>;

/**
 * The grid's columns of a list described in packages/domain (defineListColumns): the header, the kind (and so the
 * filter), the time of day, sorting and filtering come from the description, shared with the server's query and
 * the exports; `column(colId, extras)` adds what only the grid needs.
 */
export const gridColumnsOf =
  <Row, S extends ListColumnSpecs>(specs: S) =>
  (colId: keyof S & keyof Row & string, extras: GridColumnExtras<Row> = {}): DataGridColumn<Row> => {
    const spec = specs[colId]!;
    return {
      colId,
      header: spec.label,
      type: spec.type,
      ...(spec.showsTime ? { showsTime: true } : {}),
      isSortable: isSortableColumn(spec),
      isFilterable: isFilterableColumn(spec),
      ...extras,
    };
  };

const filterFor = <Row>(column: DataGridColumn<Row>): Pick<ColDef<Row>, "filter" | "filterParams"> => {
  if (column.isFilterable === false) return { filter: false };
  // One condition per column: the list call takes one, and a second row of inputs rarely helps.
  const oneCondition = { maxNumConditions: 1, buttons: ["reset"] };
  switch (column.type) {
    case "text":
      return { filter: "agTextColumnFilter", filterParams: { ...oneCondition, debounceMs: 400 } };
    case "number":
      return { filter: "agNumberColumnFilter", filterParams: { ...oneCondition, debounceMs: 400 } };
    case "date":
      return { filter: "agDateColumnFilter", filterParams: oneCondition };
    case "set":
      return { filter: SetColumnFilter, filterParams: { options: column.options ?? [] } };
    default:
      return assertNever(column.type);
  }
};

const formatterFor = <Row>(column: DataGridColumn<Row>) => {
  const { format, type, options, showsTime } = column;
  if (format) return ({ data }: ValueFormatterParams<Row>) => (data ? format(data) : "");
  if (type === "date") return ({ value }: ValueFormatterParams<Row>) => formatDateCell(value, showsTime);
  if (type === "set") {
    const labels = new Map((options ?? []).map((o) => [o.value, o.label]));
    return ({ value }: ValueFormatterParams<Row>) =>
      value === null || value === undefined ? "" : (labels.get(value as string | number) ?? String(value));
  }
  return undefined;
};

/** AG Grid's column definitions for the list's columns: server-side sort and filter on each. */
export const toColDefs = <Row>(columns: readonly DataGridColumn<Row>[]): ColDef<Row>[] =>
  columns.map((column) => ({
    colId: column.colId,
    field: column.colId as unknown as ColDef<Row>["field"],
    headerName: column.header,
    // Initial values only: the column chooser and saved views own them afterwards.
    initialHide: column.isHiddenByDefault ?? false,
    sortable: column.isSortable ?? true,
    resizable: true,
    ...(column.width === undefined ? {} : { initialWidth: column.width }),
    ...(column.type === "number" ? { type: "rightAligned" } : {}),
    ...filterFor(column),
    valueFormatter: formatterFor(column),
    ...(column.renderCell
      ? { cellRenderer: ({ data }: { data?: Row }) => (data ? column.renderCell!(data) : null) }
      : {}),
  }));

/** A 'set' column's values, each with its label. */
export const labelOptions = <V extends string | number>(
  labels: Readonly<Record<V, string>>,
  values: readonly V[],
): DataGridOption[] => values.map((value) => ({ value, label: labels[value] }));
