import { z } from "zod";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema, listReplySchema } from "../lists/list.schemas.ts";
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE } from "../audit/audit.schemas.ts";
import { TaskPriority } from "../tasks/tasks.enums.ts";
import { TaskPriorityIdSchema } from "../tasks/tasks.enum-schemas.ts";
import { checkTaskDates, TaskFieldsSchema } from "../tasks/task-writes.schemas.ts";

/** The ticket list: the one list query (filters, sort, search and saved views as every list has them). */
export const TicketListQuerySchema = ListQuerySchema;
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

/** The columns of the ticket list; SortModel and FilterModel name these. */
export const TicketListRowSchema = z.object({
  Id: z.number().int(),
  TicketNumber: z.string(),
  Title: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  PriorityId: z.number().int(),
  PriorityName: z.string(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  AssetId: z.number().int().nullable(),
  AssetName: z.string().nullable(),
  /** Who reported it: the name given on the ticket, else the employee who wrote it. */
  ReporterName: z.string().nullable(),
  WorkOrderId: z.number().int().nullable(),
  WorkOrderNumber: z.string().nullable(),
  /** Points in time, ISO 8601. */
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type TicketListRow = z.infer<typeof TicketListRowSchema>;

/** Ticket/GetTicketList: a page of tickets. */
export const TicketListReplySchema = listReplySchema(TicketListRowSchema);

export const TicketDetailSchema = z.object({
  ...TicketListRowSchema.shape,
  Description: z.string().nullable(),
  AssetTag: z.string().nullable(),
  /** The name given for someone outside the product (a tenant, a caller); null when an employee reported it. */
  GivenReporterName: z.string().nullable(),
  ReporterContact: z.string().nullable(),
  ReportedById: z.number().int().nullable(),
  /** The employee who wrote the ticket. */
  ReportedByName: z.string().nullable(),
  WorkOrderStatusId: z.number().int().nullable(),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TicketIdQuerySchema = IdQuerySchema;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} has at most ${max.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** What a ticket says: the problem, where, on what, how urgent, and who to ask about it. */
const TicketFieldsSchema = z.object({
  Title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(200, "Title has at most 200 characters."),
  Description: optionalText("Description", 2000),
  PriorityId: TaskPriorityIdSchema.default(TaskPriority.Medium),
  LocationId: RecordIdSchema.nullish().transform((v) => v ?? null),
  AssetId: RecordIdSchema.nullish().transform((v) => v ?? null),
  /** Someone outside the product who reported it (a tenant, a caller); empty when the writer did. */
  ReporterName: optionalText("ReporterName", 100),
  ReporterContact: optionalText("ReporterContact", 200),
});

export const CreateTicketSchema = TicketFieldsSchema;
export type CreateTicket = z.infer<typeof CreateTicketSchema>;
export type CreateTicketInput = z.input<typeof CreateTicketSchema>;

/** An edit sends every field the form shows (an empty one clears it). */
export const UpdateTicketSchema = TicketFieldsSchema.extend({ Id: RecordIdSchema });
export type UpdateTicket = z.infer<typeof UpdateTicketSchema>;
export type UpdateTicketInput = z.input<typeof UpdateTicketSchema>;

/** Closing or reopening a ticket, with why (kept in its history). */
export const TicketStateChangeSchema = z.object({
  Id: RecordIdSchema,
  Comment: optionalText("Comment", 1000),
});
export type TicketStateChange = z.infer<typeof TicketStateChangeSchema>;
export type TicketStateChangeInput = z.input<typeof TicketStateChangeSchema>;

const { TypeId, AssigneeId, PlannedDate, DueDate } = TaskFieldsSchema.shape;

/**
 * Turning a ticket into a work order: the work order's type, and optionally its assignee, dates and priority
 * (the ticket's priority when absent). Summary, description and location come from the ticket.
 */
export const ConvertTicketSchema = z
  .object({
    TicketId: RecordIdSchema,
    TypeId,
    AssigneeId,
    PlannedDate,
    DueDate,
    PriorityId: TaskPriorityIdSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, issue) => {
    const check = checkTaskDates({ ...value, StartDateTime: null, EndDateTime: null });
    if (!check.ok) issue.addIssue({ code: "custom", path: [check.field], message: check.message });
  });
export type ConvertTicket = z.infer<typeof ConvertTicketSchema>;
export type ConvertTicketInput = z.input<typeof ConvertTicketSchema>;

/** A ticket written (created, edited, closed, reopened): the ticket as now stored. */
export const TicketWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Ticket: TicketDetailSchema,
});
export type TicketWriteReply = z.infer<typeof TicketWriteReplySchema>;
export const ConvertTicketReplySchema = TicketWriteReplySchema.extend({
  WorkOrderId: z.number().int(),
  WorkOrderNumber: z.string(),
});
export type ConvertTicketReply = z.infer<typeof ConvertTicketReplySchema>;

/** A ticket's history in a GET query: '?Id=7', and '&Before=' the last entry id of the previous page. */
export const TicketHistoryQuerySchema = IdQuerySchema.extend({
  Before: z.coerce.number<unknown>({ error: "Before must be a number" }).int().positive().optional(),
  PageSize: z.coerce
    .number<unknown>({ error: "PageSize must be a number" })
    .int()
    .min(1)
    .max(HISTORY_MAX_PAGE_SIZE)
    .default(HISTORY_DEFAULT_PAGE_SIZE),
});
export type TicketHistoryQuery = z.infer<typeof TicketHistoryQuerySchema>;

/** A picker's search: the text typed, and how many options at most. */
export const TicketPickerSearchSchema = z.object({
  Search: z.string().trim().max(200).default(""),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type TicketPickerSearchInput = z.input<typeof TicketPickerSearchSchema>;

/** An employee a work order made from a ticket may be assigned to. */
export const TicketAssigneeOptionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
});
export type TicketAssigneeOption = z.infer<typeof TicketAssigneeOptionSchema>;
export const TicketAssigneeOptionsReplySchema = z.array(TicketAssigneeOptionSchema);

/** An asset a ticket may be about, with where it is. */
export const TicketAssetOptionSchema = z.object({
  Id: z.number().int(),
  AssetTag: z.string(),
  Name: z.string(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
});
export type TicketAssetOption = z.infer<typeof TicketAssetOptionSchema>;
export const TicketAssetOptionsReplySchema = z.array(TicketAssetOptionSchema);
