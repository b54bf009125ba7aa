import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { HistoryReplySchema } from "../audit/audit.schemas.ts";
import {
  ConvertTicketReplySchema,
  ConvertTicketSchema,
  CreateTicketSchema,
  TicketAssetOptionsReplySchema,
  TicketAssigneeOptionsReplySchema,
  TicketDetailSchema,
  TicketHistoryQuerySchema,
  TicketIdQuerySchema,
  TicketListQuerySchema,
  TicketListReplySchema,
  TicketPickerSearchSchema,
  TicketStateChangeSchema,
  TicketWriteReplySchema,
  UpdateTicketSchema,
} from "./tickets.schemas.ts";

const TAG = "Tickets";
/** Tickets are the Work Orders screen (portal-platform §2.3: ticketdetails/ and workOrders are the ticket module). */
const READ = { kind: "module", moduleId: ModuleId.WorkOrders, level: AccessRightType.ReadOnly } as const;
/** Ticket operations are children of the Work Orders screen (create, edit, convert: 1075–1077). */
export const ticketOperation = (moduleId: number) =>
  ({ kind: "module", moduleId, parentId: ModuleId.WorkOrders, level: AccessRightType.ReadWrite }) as const;

/** Converting also writes a work order, so it needs the task-create right as well (checked by the service). */
export const TICKET_CONVERT_TASK_RIGHT = {
  kind: "module",
  moduleId: ModuleId.TaskCreate,
  parentId: ModuleId.TaskOperations,
  level: AccessRightType.ReadWrite,
} as const;

export const GetTicketListContract = defineContract({
  method: "POST",
  path: "/Ticket/GetTicketList",
  summary:
    "A page of the organisation's tickets, sorted and filtered on the server (ListReply<TicketListRow>).",
  tag: TAG,
  access: READ,
  body: TicketListQuerySchema,
  reply: TicketListReplySchema,
});

export const GetTicketContract = defineContract({
  method: "GET",
  path: "/Ticket/GetTicket",
  summary: "One ticket with its location, asset, reporter and the work order made from it (TicketDetail).",
  tag: TAG,
  access: READ,
  query: TicketIdQuerySchema,
  reply: TicketDetailSchema,
});

export const CreateTicketContract = defineContract({
  method: "POST",
  path: "/Ticket/CreateTicket",
  summary: "Reports a problem: a new open ticket numbered TKT-{year}-{00001} (TicketWriteReply).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketCreate),
  body: CreateTicketSchema,
  reply: TicketWriteReplySchema,
});

export const UpdateTicketContract = defineContract({
  method: "POST",
  path: "/Ticket/UpdateTicket",
  summary: "Changes an open ticket (TicketWriteReply).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketEdit),
  body: UpdateTicketSchema,
  reply: TicketWriteReplySchema,
});

export const CloseTicketContract = defineContract({
  method: "POST",
  path: "/Ticket/CloseTicket",
  summary: "Closes an open ticket without a work order, with an optional comment (TicketWriteReply).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketEdit),
  body: TicketStateChangeSchema,
  reply: TicketWriteReplySchema,
});

export const ReopenTicketContract = defineContract({
  method: "POST",
  path: "/Ticket/ReopenTicket",
  summary: "Opens a closed ticket again, with an optional comment (TicketWriteReply).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketEdit),
  body: TicketStateChangeSchema,
  reply: TicketWriteReplySchema,
});

export const ConvertTicketContract = defineContract({
  method: "POST",
  path: "/Ticket/ConvertToWorkOrder",
  summary:
    "Turns an open ticket into a work order at the ticket's location, in one transaction; needs Create Task too (ConvertTicketReply).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketConvert),
  body: ConvertTicketSchema,
  reply: ConvertTicketReplySchema,
});

export const GetTicketHistoryContract = defineContract({
  method: "GET",
  path: "/Ticket/GetTicketHistory",
  summary: "A ticket's history, newest first, a page at a time (HistoryReply).",
  tag: TAG,
  access: READ,
  query: TicketHistoryQuerySchema,
  reply: HistoryReplySchema,
});

export const SearchTicketAssigneesContract = defineContract({
  method: "POST",
  path: "/Ticket/SearchAssignees",
  summary:
    "Enabled employees of the organisation a ticket's work order may be assigned to, by name or e-mail (TicketAssigneeOption[]).",
  tag: TAG,
  access: ticketOperation(ModuleId.TicketConvert),
  body: TicketPickerSearchSchema,
  reply: TicketAssigneeOptionsReplySchema,
});

export const SearchTicketAssetsContract = defineContract({
  method: "POST",
  path: "/Ticket/SearchAssets",
  summary: "The organisation's assets a ticket may be about, by tag or name (TicketAssetOption[]).",
  tag: TAG,
  access: READ,
  body: TicketPickerSearchSchema,
  reply: TicketAssetOptionsReplySchema,
});
