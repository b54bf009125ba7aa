import { defineListColumns } from "../lists/list-columns.ts";

/** The ticket list's columns (Ticket/GetTicketList): its grid, its export and its server query. */
export const TICKET_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  TicketNumber: { label: "Ticket", type: "text" },
  Title: { label: "Title", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  PriorityId: { label: "Priority", type: "set" },
  PriorityName: { label: "Priority name", type: "set" },
  LocationId: { label: "Location id", type: "number" },
  LocationName: { label: "Location", type: "text" },
  AssetName: { label: "Asset", type: "text" },
  ReporterName: { label: "Reported by", type: "text" },
  WorkOrderNumber: { label: "Work order", type: "text" },
  CreatedAt: { label: "Reported", type: "date", showsTime: true },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
