import {
  TASK_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TaskPriority,
  TicketStatus,
  type TaskPriorityId,
  type TicketListRow,
  type TicketStatusId,
} from "@fieldstead/domain";
import { labelOptions, updatedColumn, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { TicketStatusChip } from "./ticket-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<TicketStatusId>(TICKET_STATUS_LABELS, Object.values(TicketStatus));
const PRIORITY_OPTIONS = labelOptions<TaskPriorityId>(TASK_PRIORITY_LABELS, Object.values(TaskPriority));

/** The ticket list's columns. */
export const TICKET_COLUMNS: readonly DataGridColumn<TicketListRow>[] = [
  { colId: "TicketNumber", header: "Ticket", type: "text", width: 160 },
  { colId: "Title", header: "Title", type: "text", width: 300 },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 130,
    options: STATUS_OPTIONS,
    renderCell: (row) => <TicketStatusChip statusId={row.StatusId} />,
  },
  { colId: "PriorityId", header: "Priority", type: "set", width: 120, options: PRIORITY_OPTIONS },
  { colId: "LocationName", header: "Location", type: "text", width: 220 },
  { colId: "AssetName", header: "Asset", type: "text", width: 200, isHiddenByDefault: true },
  { colId: "ReporterName", header: "Reported by", type: "text", width: 180 },
  { colId: "WorkOrderNumber", header: "Work order", type: "text", width: 160 },
  { colId: "CreatedAt", header: "Reported", type: "date", width: 190, showsTime: true },
  updatedColumn({ width: 190, isHiddenByDefault: true }),
];

/** A ticket as a card on a phone: number, title, status, then priority, location and when it was reported. */
export const TICKET_CARD = pickCard(TICKET_COLUMNS, {
  overline: "TicketNumber",
  title: "Title",
  status: "StatusId",
  facts: ["PriorityId", "LocationName", "CreatedAt"],
});
