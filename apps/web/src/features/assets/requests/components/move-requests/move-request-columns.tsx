import {
  MOVE_REQUEST_LIST_COLUMNS,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  type MoveRequestListRow,
} from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../../components/grid/card-mapping.tsx";
import { requestStatusColumn } from "../request-status-column.tsx";

const column = gridColumnsOf<MoveRequestListRow, typeof MOVE_REQUEST_LIST_COLUMNS>(MOVE_REQUEST_LIST_COLUMNS);

/** The move-request list's columns. */
export const MOVE_REQUEST_COLUMNS: readonly DataGridColumn<MoveRequestListRow>[] = [
  column("RequestNumber", { width: 140 }),
  column("StatusId", requestStatusColumn(MOVE_REQUEST_STATUS_LABELS, Object.values(MoveRequestStatus))),
  column("FromLocationName", { width: 230 }),
  column("ToLocationName", { width: 230 }),
  column("AssetCount", { width: 110 }),
  column("RequestedByName", { width: 180 }),
  column("RequestedAt", { width: 200 }),
  column("Reason", { width: 260, isHiddenByDefault: true }),
  column("UpdatedAt", { width: 200, isHiddenByDefault: true }),
];

/** A move request as a card on a phone: number, status, then from and to where, how many assets, and when. */
export const MOVE_REQUEST_CARD = pickCard(MOVE_REQUEST_COLUMNS, {
  title: "RequestNumber",
  status: "StatusId",
  facts: ["FromLocationName", "ToLocationName", "AssetCount", "RequestedAt"],
});
