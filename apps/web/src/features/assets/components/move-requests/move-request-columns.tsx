import {
  MOVE_REQUEST_STATUS_LABELS,
  type MoveRequestListRow,
  type MoveRequestStatusId,
} from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { RequestStatusChip } from "./request-status-chip.tsx";

const STATUS_OPTIONS = (Object.keys(MOVE_REQUEST_STATUS_LABELS).map(Number) as MoveRequestStatusId[]).map(
  (value) => ({
    value,
    label: MOVE_REQUEST_STATUS_LABELS[value],
  }),
);

/** The move-request list's columns. */
export const MOVE_REQUEST_COLUMNS: readonly DataGridColumn<MoveRequestListRow>[] = [
  { colId: "RequestNumber", header: "Request", type: "text", width: 140 },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 180,
    options: STATUS_OPTIONS,
    format: (row) => row.StatusName,
    renderCell: (row) => <RequestStatusChip label={row.StatusName} />,
  },
  { colId: "FromLocationName", header: "From", type: "text", width: 230 },
  { colId: "ToLocationName", header: "To", type: "text", width: 230 },
  { colId: "AssetCount", header: "Assets", type: "number", width: 110 },
  { colId: "RequestedByName", header: "Requested by", type: "text", width: 180 },
  { colId: "RequestedAt", header: "Requested", type: "date", width: 200, showsTime: true },
  { colId: "Reason", header: "Reason", type: "text", width: 260, isHiddenByDefault: true, isSortable: false },
  {
    colId: "UpdatedAt",
    header: "Updated",
    type: "date",
    width: 200,
    showsTime: true,
    isHiddenByDefault: true,
  },
];
