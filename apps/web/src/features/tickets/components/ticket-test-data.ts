import { TaskPriority, TicketStatus, type TicketDetail } from "@fieldstead/domain";

/** An open ticket a technician reported for a caller, as GetTicket answers it. */
export const TICKET: TicketDetail = {
  Id: 17,
  TicketNumber: "TKT-2026-00017",
  Title: "Boiler pressure low",
  StatusId: TicketStatus.Open,
  StatusName: "Open",
  PriorityId: TaskPriority.High,
  PriorityName: "High",
  LocationId: 5,
  LocationName: "North Tower",
  AssetId: null,
  AssetName: null,
  AssetTag: null,
  ReporterName: "Front desk",
  GivenReporterName: "Front desk",
  ReporterContact: "555-0100",
  ReportedById: 40,
  ReportedByName: "Marcus Reyes",
  WorkOrderId: null,
  WorkOrderNumber: null,
  WorkOrderStatusId: null,
  Description: "Gauge reads 0.4 bar.",
  CreatedAt: "2026-11-20T16:05:00Z",
  UpdatedAt: "2026-11-20T16:05:00Z",
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
