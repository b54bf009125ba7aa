import type { ListColumnSpec, ListColumnSpecs } from "@fieldstead/domain";

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

export const col = (id: string, header: string, kind: ExportCellKind = "text", width = 18, field?: string) =>
  ({ id, header, kind, width, ...(field ? { field } : {}) }) satisfies ExportColumn;

/** How a described column's cells are written unless said otherwise: numbers, days or moments, else text. */
export const kindOf = (spec: ListColumnSpec): ExportCellKind =>
  spec.type === "number" ? "number" : spec.type === "date" ? (spec.showsTime ? "time" : "day") : "text";

/**
 * The export columns of a list described in packages/domain (defineListColumns): the header and the kind of
 * cell come from the description the grid and the server's query share; `column(id, …)` adds the width, the
 * row field holding a set column's text, or a special kind of cell (Yes/No …).
 */
export const exportColumnsOf =
  <S extends ListColumnSpecs>(specs: S) =>
  (
    id: keyof S & string,
    { kind, width = 18, field }: { kind?: ExportCellKind; width?: number; field?: string } = {},
  ) => {
    const spec = specs[id]!;
    return {
      id,
      header: spec.label,
      kind: kind ?? kindOf(spec),
      width,
      ...(field ? { field } : {}),
    } satisfies ExportColumn;
  };
