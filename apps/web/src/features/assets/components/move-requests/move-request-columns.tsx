import { MOVE_REQUEST_STATUS_LABELS, MoveRequestStatus, type MoveRequestListRow } from "@fieldstead/domain";
import { updatedColumn, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";
import { requestStatusColumn } from "../requests/request-status-column.tsx";

/** The move-request list's columns. */
export const MOVE_REQUEST_COLUMNS: readonly DataGridColumn<MoveRequestListRow>[] = [
  { colId: "RequestNumber", header: "Request", type: "text", width: 140 },
  requestStatusColumn(MOVE_REQUEST_STATUS_LABELS, Object.values(MoveRequestStatus)),
  { colId: "FromLocationName", header: "From", type: "text", width: 230 },
  { colId: "ToLocationName", header: "To", type: "text", width: 230 },
  { colId: "AssetCount", header: "Assets", type: "number", width: 110 },
  { colId: "RequestedByName", header: "Requested by", type: "text", width: 180 },
  { colId: "RequestedAt", header: "Requested", type: "date", width: 200, showsTime: true },
  { colId: "Reason", header: "Reason", type: "text", width: 260, isHiddenByDefault: true, isSortable: false },
  updatedColumn({ isHiddenByDefault: true }),
];

/** A move request as a card on a phone: number, status, then from and to where, how many assets, and when. */
export const MOVE_REQUEST_CARD = pickCard(MOVE_REQUEST_COLUMNS, {
  title: "RequestNumber",
  status: "StatusId",
  facts: ["FromLocationName", "ToLocationName", "AssetCount", "RequestedAt"],
});
