import { z } from "zod";
import { type EnumValue } from "../shared/enum.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { listReplySchema, ListQuerySchema } from "../lists/list.schemas.ts";
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE } from "../audit/audit.schemas.ts";
import { ProgressBucket } from "../tasks/tasks.enums.ts";
import { checkProjectDates } from "./projects.rules.ts";

/** A project's state as its managers set it (the demo data uses these three). */
export const ProjectStatus = { Active: "Active", OnHold: "On Hold", Completed: "Completed" } as const;
export type ProjectStatusValue = EnumValue<typeof ProjectStatus>;
export const ProjectStatusSchema = enumSchema(ProjectStatus);

/** The project list: the list query, and whether archived projects are listed too (not by default). */
export const ProjectListQuerySchema = ListQuerySchema.extend({
  IncludeArchived: z.boolean().default(false),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/** The columns of the project list; SortModel and FilterModel name these. */
export const ProjectListRowSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Status: z.string(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  ManagerId: z.number().int().nullable(),
  ManagerName: z.string().nullable(),
  /** Days, 'YYYY-MM-DD'. */
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  TaskCount: z.number().int(),
  /** Tasks in a closed status (CLOSED_TASK_STATUSES). */
  DoneCount: z.number().int(),
  /** progressBucketOf({ done: DoneCount, total: TaskCount }). */
  ProgressBucket: enumSchema(ProgressBucket),
  Archived: z.boolean(),
});
export type ProjectListRow = z.infer<typeof ProjectListRowSchema>;

/** A page of the project list (ListReply<ProjectListRow>). */
export const ProjectListReplySchema = listReplySchema(ProjectListRowSchema);

export const ProjectDetailSchema = ProjectListRowSchema.extend({
  Description: z.string().nullable(),
  /** A point in time, ISO 8601. */
  CreatedAt: z.string(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const ProjectIdQuerySchema = IdQuerySchema;

const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates read YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "This is not a date of the calendar.");
/** A date field of the form: empty means no date. */
const OptionalDateSchema = z.union([z.literal(""), IsoDateSchema]).nullish();

const ProjectFieldsSchema = z.object({
  Code: z
    .string({ error: "Code is required." })
    .trim()
    .min(1, "Code is required.")
    .max(40, "Code has at most 40 characters."),
  Name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(200, "Name has at most 200 characters."),
  Description: z.string().trim().max(2000, "Description has at most 2,000 characters.").nullish(),
  Status: ProjectStatusSchema.default(ProjectStatus.Active),
  LocationId: RecordIdSchema.nullish(),
  ManagerId: RecordIdSchema.nullish(),
  StartDate: OptionalDateSchema,
  EndDate: OptionalDateSchema,
});

/** The end never before the start: refused on EndDate, on the form and on the server alike. */
const withDateRule = <T extends z.ZodType<{ StartDate?: string | null; EndDate?: string | null }>>(
  schema: T,
) =>
  schema.superRefine((value, issue) => {
    const check = checkProjectDates({ startDate: value.StartDate, endDate: value.EndDate });
    if (!check.ok) issue.addIssue({ code: "custom", path: [check.field], message: check.message });
  });

export const CreateProjectSchema = withDateRule(ProjectFieldsSchema);
export type CreateProject = z.infer<typeof CreateProjectSchema>;
export type ProjectFormInput = z.input<typeof CreateProjectSchema>;

/** An edit sends every field the form shows (an empty one clears it). */
export const UpdateProjectSchema = withDateRule(ProjectFieldsSchema.extend({ Id: RecordIdSchema }));
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;
export type UpdateProjectInput = z.input<typeof UpdateProjectSchema>;

export const ArchiveProjectSchema = z.object({ Id: RecordIdSchema, Archived: z.boolean() });
export type ArchiveProject = z.infer<typeof ArchiveProjectSchema>;

export const ProjectWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Project: ProjectDetailSchema,
});
export type ProjectWriteReply = z.infer<typeof ProjectWriteReplySchema>;

/** A manager picker: the organisation's enabled employees whose name or e-mail holds the text. */
export const SearchProjectManagersSchema = z.object({
  Search: z.string().trim().max(200).default(""),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchProjectManagersInput = z.input<typeof SearchProjectManagersSchema>;
export const ProjectManagerOptionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
});
export type ProjectManagerOption = z.infer<typeof ProjectManagerOptionSchema>;
export const ProjectManagerOptionsReplySchema = z.array(ProjectManagerOptionSchema);

/** A project's history in a GET query: '?Id=7', and '&Before=' the last entry id of the previous page. */
export const ProjectHistoryQuerySchema = IdQuerySchema.extend({
  Before: z.coerce.number<unknown>({ error: "Before must be a number" }).int().positive().optional(),
  PageSize: z.coerce
    .number<unknown>({ error: "PageSize must be a number" })
    .int()
    .min(1)
    .max(HISTORY_MAX_PAGE_SIZE)
    .default(HISTORY_DEFAULT_PAGE_SIZE),
});
export type ProjectHistoryQuery = z.infer<typeof ProjectHistoryQuerySchema>;
