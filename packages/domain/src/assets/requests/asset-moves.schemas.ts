import { z } from "zod";
import { ListQuerySchema, listReplySchema } from "../../lists/list.schemas.ts";
import { IdListSchema, IdQuerySchema, RecordIdSchema, type IdQuery } from "../../shared/id.schemas.ts";
import { MaterialRequestStatusIdSchema, MoveRequestStatusIdSchema } from "../assets.enum-schemas.ts";

/** At most this many assets in one move request. */
export const MOVE_REQUEST_MAX_ASSETS = 500;

/** A request's id in a GET query ('?Id=12'). */
export const RequestIdQuerySchema = IdQuerySchema;
export type RequestIdQuery = IdQuery;

export const CreateMoveRequestSchema = z.object({
  AssetIds: IdListSchema(MOVE_REQUEST_MAX_ASSETS, {
    empty: "Pick at least one asset to move.",
    tooMany: `At most ${MOVE_REQUEST_MAX_ASSETS} assets move in one request.`,
  }),
  ToLocationId: z.number({ error: "Pick where the assets go." }).int().positive().max(2_147_483_647),
  Reason: z
    .string()
    .trim()
    .min(1, "Please give a reason for the move.")
    .max(1000, "A reason is at most 1000 characters."),
});
export type CreateMoveRequest = z.infer<typeof CreateMoveRequestSchema>;
export type CreateMoveRequestInput = z.input<typeof CreateMoveRequestSchema>;

/** A decision or step on a request: approve, complete, cancel (a comment is optional). */
export const RequestStepSchema = z.object({
  Id: RecordIdSchema,
  Comment: z.string().trim().max(1000, "A comment is at most 1000 characters.").nullish(),
});
export type RequestStepBody = z.infer<typeof RequestStepSchema>;
export type RequestStepInput = z.input<typeof RequestStepSchema>;

/** Rejecting needs a comment: the requester reads why. */
export const RejectRequestSchema = z.object({
  Id: RecordIdSchema,
  Comment: z
    .string()
    .trim()
    .min(1, "Please say why the request is rejected.")
    .max(1000, "A comment is at most 1000 characters."),
});
export type RejectRequest = z.infer<typeof RejectRequestSchema>;
export type RejectRequestInput = z.input<typeof RejectRequestSchema>;

export const MoveRequestListQuerySchema = ListQuerySchema.extend({
  /** Only the requests that include this asset. */
  AssetId: RecordIdSchema.nullish(),
});
export type MoveRequestListQuery = z.infer<typeof MoveRequestListQuerySchema>;
export type MoveRequestListQueryInput = z.input<typeof MoveRequestListQuerySchema>;

/** The columns of the move-request list; SortModel and FilterModel name these. */
export const MoveRequestListRowSchema = z.object({
  Id: z.number().int(),
  RequestNumber: z.string(),
  StatusId: MoveRequestStatusIdSchema,
  StatusName: z.string(),
  FromLocationId: z.number().int(),
  FromLocationName: z.string(),
  ToLocationId: z.number().int(),
  ToLocationName: z.string(),
  AssetCount: z.number().int(),
  Reason: z.string().nullable(),
  RequestedById: z.number().int().nullable(),
  RequestedByName: z.string().nullable(),
  RequestedAt: z.string(),
  UpdatedAt: z.string(),
});
export type MoveRequestListRow = z.infer<typeof MoveRequestListRowSchema>;
export const MoveRequestListReplySchema = listReplySchema(MoveRequestListRowSchema);

/** A step of a request's life as its timeline shows it: who, when, and the comment given. */
export const RequestTimelineEntrySchema = z.object({
  Action: z.string(),
  Summary: z.string(),
  Comment: z.string().nullable(),
  EmployeeId: z.number().int().nullable(),
  EmployeeName: z.string(),
  At: z.string(),
});
export type RequestTimelineEntry = z.infer<typeof RequestTimelineEntrySchema>;

/** What a request's page may offer the caller now (their rights and the request's state together). */
export const RequestStep = {
  Approve: "Approve",
  Reject: "Reject",
  Complete: "Complete",
  Cancel: "Cancel",
  Fulfil: "Fulfil",
  Delete: "Delete",
} as const;
export type RequestStepValue = (typeof RequestStep)[keyof typeof RequestStep];
export const RequestStepValueSchema = z.enum(RequestStep);

/** An asset of a request, with what its tooltip shows and where it stands now. */
export const RequestAssetSchema = z.object({
  AssetId: z.number().int(),
  AssetTag: z.string(),
  Name: z.string(),
  Category: z.string(),
  PartNumber: z.string().nullable(),
  PartName: z.string().nullable(),
  Vendor: z.string().nullable(),
  Serialized: z.boolean(),
  SerialNumber: z.string().nullable(),
  Quantity: z.number().int(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
});
export type RequestAsset = z.infer<typeof RequestAssetSchema>;

export const MoveRequestDetailsSchema = MoveRequestListRowSchema.extend({
  DecisionComment: z.string().nullable(),
  Assets: z.array(RequestAssetSchema),
  Timeline: z.array(RequestTimelineEntrySchema),
  /** The steps the caller may take now. */
  Steps: z.array(RequestStepValueSchema),
});
export type MoveRequestDetails = z.infer<typeof MoveRequestDetailsSchema>;

/** The answer of a step on a request: its number and new state. */
export const RequestStepReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
  RequestNumber: z.string(),
  StatusId: z.union([MoveRequestStatusIdSchema, MaterialRequestStatusIdSchema]),
  StatusName: z.string(),
});
export type RequestStepReply = z.infer<typeof RequestStepReplySchema>;

export const CreateRequestReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
  RequestNumber: z.string(),
});
export type CreateRequestReply = z.infer<typeof CreateRequestReplySchema>;
