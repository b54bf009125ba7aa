import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { labelOptions } from "../../../../components/grid/grid-columns.ts";
import { RequestStatusChip } from "./request-status-chip.tsx";

/** A request list's status column: filtered by the status ids, shown as the status chip. */
export const requestStatusColumn = <Row extends { StatusId: Id; StatusName: string }, Id extends number>(
  labels: Readonly<Record<Id, string>>,
  statuses: readonly Id[],
): DataGridColumn<Row> => ({
  colId: "StatusId",
  header: "Status",
  type: "set",
  width: 180,
  options: labelOptions(labels, statuses),
  format: (row) => row.StatusName,
  renderCell: (row) => <RequestStatusChip label={row.StatusName} />,
});
