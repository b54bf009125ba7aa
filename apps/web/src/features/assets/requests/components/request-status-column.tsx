import { labelOptions, type GridColumnExtras } from "../../../../components/grid/grid-columns.ts";
import { RequestStatusChip } from "./request-status-chip.tsx";

/**
 * What a request list's grid adds to its status column (described in packages/domain as 'Status'): filtered by
 * the status ids, shown as the status chip.
 */
export const requestStatusColumn = <Row extends { StatusId: Id; StatusName: string }, Id extends number>(
  labels: Readonly<Record<Id, string>>,
  statuses: readonly Id[],
): GridColumnExtras<Row> => ({
  width: 180,
  options: labelOptions(labels, statuses),
  format: (row) => row.StatusName,
  renderCell: (row) => <RequestStatusChip label={row.StatusName} />,
});
