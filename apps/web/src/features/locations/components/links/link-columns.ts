import { LocationLinkType, type LinkListRow } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

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

/** A link as a card on a phone: where it goes, its type, where it starts and what it is for. */
export const LINK_CARD = pickCard(LINK_COLUMNS, {
  title: "ToName",
  status: "LinkType",
  facts: ["FromName", "Description"],
});
