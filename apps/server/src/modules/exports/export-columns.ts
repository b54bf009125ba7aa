import {
  DISPLAY_FORMATS,
  ExportKind,
  formatDateTime,
  formatWallClock,
  toStamp,
  wallClockOf,
  type ExportKindId,
} from "@fieldstead/domain";

/**
 * How a column's value is written: as it is, a number, a day, a point in time in the display time zone (both
 * real dates in a workbook; 'Mar 10, 2026' and 'Mar 10, 2026 04:05 PM' in PDF and Word), Yes/No,
 * Serialized/Consumable, or a state whose name is spelled with '_' (Pending_Verification → Pending Verification).
 */
export type ExportCellKind = "text" | "number" | "day" | "time" | "yesNo" | "unitKind" | "state";

/** One column a list can export: the grid's column id, its header, and which row field holds the text. */
export type ExportColumn = {
  id: string;
  header: string;
  kind: ExportCellKind;
  field?: string;
  width: number;
};

export type ListExportKind = Exclude<ExportKindId, typeof ExportKind.Media>;

const col = (id: string, header: string, kind: ExportCellKind = "text", width = 18, field?: string) =>
  ({ id, header, kind, width, ...(field ? { field } : {}) }) satisfies ExportColumn;

/** Every column of each list, in the grid's order and with the grid's headers. */
export const EXPORT_COLUMNS: Readonly<Record<ListExportKind, readonly ExportColumn[]>> = {
  [ExportKind.AssetList]: [
    col("AssetTag", "Asset tag"),
    col("Name", "Name", "text", 30),
    col("Category", "Category"),
    col("Manufacturer", "Manufacturer"),
    col("PartNumber", "Part number"),
    col("Model", "Model"),
    col("SerialNumber", "Serial number"),
    col("StatusId", "Status", "text", 14, "StatusName"),
    col("VerificationState", "Verification", "state"),
    col("LocationName", "Location", "text", 26),
    col("Quantity", "Quantity", "number", 10),
    col("Serialized", "Kind", "unitKind", 12),
    col("VendorName", "Vendor"),
    col("PurchaseDate", "Purchased", "day", 12),
    col("PurchaseCost", "Cost", "number", 12),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  [ExportKind.LocationList]: [
    col("Code", "Code"),
    col("Name", "Name", "text", 30),
    col("LevelId", "Level", "text", 12, "LevelName"),
    col("ParentName", "Parent", "text", 26),
    col("Address", "Address", "text", 26),
    col("City", "City"),
    col("State", "State", "text", 8),
    col("Country", "Country", "text", 10),
    col("Latitude", "Latitude", "number", 12),
    col("Longitude", "Longitude", "number", 12),
    col("Status", "Status", "text", 10),
    col("IsWarehouse", "Warehouse", "yesNo", 10),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  [ExportKind.MoveRequests]: [
    col("RequestNumber", "Request", "text", 14),
    col("StatusId", "Status", "text", 18, "StatusName"),
    col("FromLocationName", "From", "text", 26),
    col("ToLocationName", "To", "text", 26),
    col("AssetCount", "Assets", "number", 10),
    col("RequestedByName", "Requested by"),
    col("RequestedAt", "Requested", "time", 17),
    col("Reason", "Reason", "text", 30),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  [ExportKind.MaterialRequests]: [
    col("RequestNumber", "Request", "text", 14),
    col("StatusId", "Status", "text", 18, "StatusName"),
    col("LocationName", "Deliver to", "text", 26),
    col("NeededBy", "Needed by", "day", 12),
    col("ItemCount", "Parts", "number", 8),
    col("TotalQuantity", "Units", "number", 8),
    col("RequestedByName", "Requested by"),
    col("RequestedAt", "Requested", "time", 17),
    col("WarehouseName", "Issued from", "text", 24),
    col("FulfilledAt", "Fulfilled", "time", 17),
  ],
  [ExportKind.WarehouseStock]: [
    col("PartNumber", "Part number"),
    col("PartName", "Part name", "text", 28),
    col("Category", "Category"),
    col("Serialized", "Kind", "unitKind", 12),
    col("OnHand", "On hand", "number", 10),
    col("SerializedCount", "Serialized units", "number", 10),
    col("WarehouseName", "Warehouse", "text", 24),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  [ExportKind.TicketList]: [
    col("TicketNumber", "Ticket", "text", 16),
    col("Title", "Title", "text", 32),
    col("StatusId", "Status", "text", 12, "StatusName"),
    col("PriorityId", "Priority", "text", 10, "PriorityName"),
    col("LocationName", "Location", "text", 26),
    col("AssetName", "Asset", "text", 24),
    col("ReporterName", "Reported by"),
    col("WorkOrderNumber", "Work order", "text", 16),
    col("CreatedAt", "Reported", "time", 17),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  // Every column a task row carries, so any column the task grid shows has its export column.
  [ExportKind.TaskList]: [
    col("WorkOrderNumber", "Work order", "text", 16),
    col("Summary", "Summary", "text", 32),
    col("TypeId", "Type", "text", 20, "TypeName"),
    col("StatusId", "Status", "text", 20, "StatusName"),
    col("PriorityId", "Priority", "text", 10, "PriorityName"),
    col("ProjectName", "Project", "text", 24),
    col("LocationName", "Location", "text", 26),
    col("AssigneeName", "Assignee"),
    col("PlannedDate", "Planned", "time", 17),
    col("DueDate", "Due", "time", 17),
    col("IsOverdue", "Overdue", "yesNo", 9),
    col("CompletedAt", "Completed", "time", 17),
    col("UpdatedAt", "Updated", "time", 17),
  ],
  [ExportKind.ProjectList]: [
    col("Code", "Code", "text", 16),
    col("Name", "Name", "text", 30),
    col("Status", "Status", "text", 12),
    col("LocationName", "Location", "text", 26),
    col("ManagerName", "Manager"),
    col("StartDate", "Start", "day", 12),
    col("EndDate", "End", "day", 12),
    col("TaskCount", "Tasks", "number", 8),
    col("DoneCount", "Done", "number", 8),
    col("ProgressBucket", "Progress", "text", 14, "ProgressName"),
    col("Archived", "Archived", "yesNo", 10),
  ],
  // A project's plan: what is to be done, when, by whom, and where it stands.
  [ExportKind.ProjectPlan]: [
    col("WorkOrderNumber", "Work order", "text", 16),
    col("Summary", "Summary", "text", 36),
    col("TypeId", "Type", "text", 20, "TypeName"),
    col("PlannedDate", "Planned", "time", 17),
    col("DueDate", "Due", "time", 17),
    col("StatusId", "Status", "text", 20, "StatusName"),
    col("AssigneeName", "Assignee"),
    col("PriorityId", "Priority", "text", 10, "PriorityName"),
    col("LocationName", "Location", "text", 26),
    col("IsOverdue", "Overdue", "yesNo", 9),
    col("CompletedAt", "Completed", "time", 17),
  ],
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
