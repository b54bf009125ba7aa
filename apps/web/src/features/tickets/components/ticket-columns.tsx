import {
  TASK_PRIORITY_LABELS,
  TICKET_LIST_COLUMNS,
  TICKET_STATUS_LABELS,
  TaskPriority,
  TicketStatus,
  type TaskPriorityId,
  type TicketListRow,
  type TicketStatusId,
} from "@fieldstead/domain";
import { gridColumnsOf, labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { TicketStatusChip } from "./ticket-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<TicketStatusId>(TICKET_STATUS_LABELS, Object.values(TicketStatus));
const PRIORITY_OPTIONS = labelOptions<TaskPriorityId>(TASK_PRIORITY_LABELS, Object.values(TaskPriority));

const column = gridColumnsOf<TicketListRow, typeof TICKET_LIST_COLUMNS>(TICKET_LIST_COLUMNS);

/** The ticket list's columns. */
export const TICKET_COLUMNS: readonly DataGridColumn<TicketListRow>[] = [
  column("TicketNumber", { width: 160 }),
  column("Title", { width: 300 }),
  column("StatusId", {
    width: 130,
    options: STATUS_OPTIONS,
    renderCell: (row) => <TicketStatusChip statusId={row.StatusId} />,
  }),
  column("PriorityId", { width: 120, options: PRIORITY_OPTIONS }),
  column("LocationName", { width: 220 }),
  column("AssetName", { width: 200, isHiddenByDefault: true }),
  column("ReporterName", { width: 180 }),
  column("WorkOrderNumber", { width: 160 }),
  column("CreatedAt", { width: 190 }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/** A ticket as a card on a phone: number, title, status, then priority, location and when it was reported. */
export const TICKET_CARD = pickCard(TICKET_COLUMNS, {
  overline: "TicketNumber",
  title: "Title",
  status: "StatusId",
  facts: ["PriorityId", "LocationName", "CreatedAt"],
});
