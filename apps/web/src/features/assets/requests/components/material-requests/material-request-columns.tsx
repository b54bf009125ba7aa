import {
  MATERIAL_REQUEST_LIST_COLUMNS,
  MATERIAL_REQUEST_STATUS_LABELS,
  MaterialRequestStatus,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../../components/grid/card-mapping.tsx";
import { requestStatusColumn } from "../request-status-column.tsx";

const column = gridColumnsOf<MaterialRequestListRow, typeof MATERIAL_REQUEST_LIST_COLUMNS>(
  MATERIAL_REQUEST_LIST_COLUMNS,
);

/** The material-request list's columns. */
export const MATERIAL_REQUEST_COLUMNS: readonly DataGridColumn<MaterialRequestListRow>[] = [
  column("RequestNumber", { width: 140 }),
  column(
    "StatusId",
    requestStatusColumn(MATERIAL_REQUEST_STATUS_LABELS, Object.values(MaterialRequestStatus)),
  ),
  column("LocationName", { width: 230 }),
  column("NeededBy", { width: 150 }),
  column("ItemCount", { width: 100 }),
  column("TotalQuantity", { width: 100 }),
  column("RequestedByName", { width: 180 }),
  column("RequestedAt", { width: 200 }),
  column("WarehouseName", { width: 220, isHiddenByDefault: true }),
  column("FulfilledAt", { width: 200, isHiddenByDefault: true }),
];

/** A material request as a card on a phone: number, status, then where it goes, by when, and how much. */
export const MATERIAL_REQUEST_CARD = pickCard(MATERIAL_REQUEST_COLUMNS, {
  title: "RequestNumber",
  status: "StatusId",
  facts: ["LocationName", "NeededBy", "ItemCount", "RequestedByName"],
});
