import {
  MATERIAL_REQUEST_STATUS_LABELS,
  MaterialRequestStatus,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";
import { requestStatusColumn } from "../requests/request-status-column.tsx";

/** The material-request list's columns. */
export const MATERIAL_REQUEST_COLUMNS: readonly DataGridColumn<MaterialRequestListRow>[] = [
  { colId: "RequestNumber", header: "Request", type: "text", width: 140 },
  requestStatusColumn(MATERIAL_REQUEST_STATUS_LABELS, Object.values(MaterialRequestStatus)),
  { colId: "LocationName", header: "Deliver to", type: "text", width: 230 },
  { colId: "NeededBy", header: "Needed by", type: "date", width: 150 },
  { colId: "ItemCount", header: "Parts", type: "number", width: 100 },
  { colId: "TotalQuantity", header: "Units", type: "number", width: 100 },
  { colId: "RequestedByName", header: "Requested by", type: "text", width: 180 },
  { colId: "RequestedAt", header: "Requested", type: "date", width: 200, showsTime: true },
  { colId: "WarehouseName", header: "Issued from", type: "text", width: 220, isHiddenByDefault: true },
  {
    colId: "FulfilledAt",
    header: "Fulfilled",
    type: "date",
    width: 200,
    showsTime: true,
    isHiddenByDefault: true,
  },
];

/** A material request as a card on a phone: number, status, then where it goes, by when, and how much. */
export const MATERIAL_REQUEST_CARD = pickCard(MATERIAL_REQUEST_COLUMNS, {
  title: "RequestNumber",
  status: "StatusId",
  facts: ["LocationName", "NeededBy", "ItemCount", "RequestedByName"],
});
