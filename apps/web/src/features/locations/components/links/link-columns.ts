import { LOCATION_LINK_LIST_COLUMNS, LocationLinkType, type LinkListRow } from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

const column = gridColumnsOf<LinkListRow, typeof LOCATION_LINK_LIST_COLUMNS>(LOCATION_LINK_LIST_COLUMNS);

/** The link list's columns. */
export const LINK_COLUMNS: readonly DataGridColumn<LinkListRow>[] = [
  column("FromName", { width: 240, format: (r) => `${r.FromName} (${r.FromCode})` }),
  column("ToName", { width: 240, format: (r) => `${r.ToName} (${r.ToCode})` }),
  column("LinkType", {
    width: 130,
    options: Object.values(LocationLinkType).map((value) => ({ value, label: value })),
  }),
  column("Description", { width: 260 }),
  column("UpdatedAt", { width: 190 }),
];

/** A link as a card on a phone: where it goes, its type, where it starts and what it is for. */
export const LINK_CARD = pickCard(LINK_COLUMNS, {
  title: "ToName",
  status: "LinkType",
  facts: ["FromName", "Description"],
});
