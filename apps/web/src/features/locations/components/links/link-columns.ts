import { LocationLinkType, type LinkListRow } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";

/** The link list's columns. */
export const LINK_COLUMNS: readonly DataGridColumn<LinkListRow>[] = [
  {
    colId: "FromName",
    header: "From",
    type: "text",
    width: 240,
    format: (r) => `${r.FromName} (${r.FromCode})`,
  },
  { colId: "ToName", header: "To", type: "text", width: 240, format: (r) => `${r.ToName} (${r.ToCode})` },
  {
    colId: "LinkType",
    header: "Type",
    type: "set",
    width: 130,
    options: Object.values(LocationLinkType).map((value) => ({ value, label: value })),
  },
  { colId: "Description", header: "Description", type: "text", width: 260 },
  { colId: "UpdatedAt", header: "Updated", type: "date", width: 190, showsTime: true },
];
