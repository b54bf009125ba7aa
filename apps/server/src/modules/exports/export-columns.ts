import {
  DISPLAY_FORMATS,
  ExportKind,
  formatDateTime,
  formatWallClock,
  toStamp,
  wallClockOf,
  type ExportKindId,
} from "@fieldstead/domain";
import type { ExportCellKind, ExportColumn } from "./export-column-kit.ts";
import {
  ASSET_LIST_EXPORT,
  MATERIAL_REQUESTS_EXPORT,
  MOVE_REQUESTS_EXPORT,
  WAREHOUSE_STOCK_EXPORT,
} from "./export-columns.assets.ts";
import { LOCATION_LIST_EXPORT } from "./export-columns.locations.ts";
import { LEASE_LIST_EXPORT } from "./export-columns.leases.ts";
import { CHARGE_CODE_LIST_EXPORT } from "./export-columns.billing.ts";
import {
  PROJECT_LIST_EXPORT,
  PROJECT_PLAN_EXPORT,
  TASK_LIST_EXPORT,
  TICKET_LIST_EXPORT,
} from "./export-columns.work.ts";

export type { ExportCellKind, ExportColumn } from "./export-column-kit.ts";

export type ListExportKind = Exclude<ExportKindId, typeof ExportKind.Media>;

/** Every column of each list, in the grid's order and with the grid's headers (one file per area). */
export const EXPORT_COLUMNS: Readonly<Record<ListExportKind, readonly ExportColumn[]>> = {
  [ExportKind.AssetList]: ASSET_LIST_EXPORT,
  [ExportKind.LocationList]: LOCATION_LIST_EXPORT,
  [ExportKind.MoveRequests]: MOVE_REQUESTS_EXPORT,
  [ExportKind.MaterialRequests]: MATERIAL_REQUESTS_EXPORT,
  [ExportKind.WarehouseStock]: WAREHOUSE_STOCK_EXPORT,
  [ExportKind.TicketList]: TICKET_LIST_EXPORT,
  [ExportKind.TaskList]: TASK_LIST_EXPORT,
  [ExportKind.ProjectList]: PROJECT_LIST_EXPORT,
  [ExportKind.ProjectPlan]: PROJECT_PLAN_EXPORT,
  [ExportKind.LeaseList]: LEASE_LIST_EXPORT,
  [ExportKind.ChargeCodeList]: CHARGE_CODE_LIST_EXPORT,
};

export type ColumnChoice = { ok: true; columns: ExportColumn[] } | { ok: false; index: number; id: string };

/** The columns asked for, in their order (every column when none are named); an unknown one is named. */
export const chooseColumns = (kind: ListExportKind, ids: readonly string[] | undefined): ColumnChoice => {
  const all = EXPORT_COLUMNS[kind];
  if (!ids || ids.length === 0) return { ok: true, columns: [...all] };
  const byId = new Map(all.map((c) => [c.id, c]));
  const columns: ExportColumn[] = [];
  for (const [index, id] of ids.entries()) {
    const column = byId.get(id);
    if (!column) return { ok: false, index, id };
    if (!columns.includes(column)) columns.push(column);
  }
  return { ok: true, columns };
};

/**
 * A point in time as the display time zone's wall clock, held in a Date's UTC fields: a workbook has no time
 * zones, so the cell must read as Denver reads it.
 */
export const displayWallClock = (value: string | Date): Date | null => {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : wallClockOf(date);
};

/** 'Mar 10, 2026 04:05 PM' in the display time zone (text that is no date as it stands). */
export const formatDisplayTime = (value: string | Date): string => formatDateTime(value) || String(value);

/** The file-name stamp: YYYYMMDDHHmmss in the display time zone. */
export const fileStamp = (now: Date): string => toStamp(now);

/** A cell: text, a number, a wall-clock date (day and time columns), or nothing. */
export type Cell = string | number | Date | null;

const dayOf = (value: unknown): Date | string => {
  const text = String(value).slice(0, 10);
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text : date;
};

const cellOf = (column: ExportColumn, value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "day":
      return dayOf(value);
    case "time":
      return displayWallClock(value as string | Date) ?? String(value);
    case "state":
      return String(value).replace(/_/g, " ");
    case "yesNo":
      return value ? "Yes" : "No";
    case "unitKind":
      return value ? "Serialized" : "Consumable";
    case "text":
      return String(value);
  }
};

/** A cell as text (PDF and Word): dates in the display formats. */
export const cellText = (cell: Cell, column: ExportColumn): string => {
  if (cell === null) return "";
  if (cell instanceof Date)
    return formatWallClock(cell, column.kind === "time" ? DISPLAY_FORMATS.dateTime : DISPLAY_FORMATS.date);
  return String(cell);
};

/** The workbook number format of a column whose cells are dates. */
export const XLSX_DATE_FORMATS: Partial<Record<ExportCellKind, string>> = {
  day: "mmm dd, yyyy",
  time: "mmm dd, yyyy hh:mm AM/PM",
};

/** One row's cells, column by column. */
export const cellsOf = (columns: readonly ExportColumn[], row: Record<string, unknown>): Cell[] =>
  columns.map((c) => cellOf(c, row[c.field ?? c.id]));
