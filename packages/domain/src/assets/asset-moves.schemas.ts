import { z } from "zod";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { IdListSchema, IdQuerySchema, RecordIdSchema, type IdQuery } from "../shared/id.schemas.ts";
import type { MaterialRequestStatusId, MoveRequestStatusId } from "./assets.enums.ts";

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
export type MoveRequestListRow = {
  Id: number;
  RequestNumber: string;
  StatusId: MoveRequestStatusId;
  StatusName: string;
  FromLocationId: number;
  FromLocationName: string;
  ToLocationId: number;
  ToLocationName: string;
  AssetCount: number;
  Reason: string | null;
  RequestedById: number | null;
  RequestedByName: string | null;
  RequestedAt: string;
  UpdatedAt: string;
};

/** A step of a request's life as its timeline shows it: who, when, and the comment given. */
export type RequestTimelineEntry = {
  Action: string;
  Summary: string;
  Comment: string | null;
  EmployeeId: number | null;
  EmployeeName: string;
  At: string;
};

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

/** An asset of a request, with what its tooltip shows and where it stands now. */
export type RequestAsset = {
  AssetId: number;
  AssetTag: string;
  Name: string;
  Category: string;
  PartNumber: string | null;
  PartName: string | null;
  Vendor: string | null;
  Serialized: boolean;
  SerialNumber: string | null;
  Quantity: number;
  LocationId: number | null;
  LocationName: string | null;
};

export type MoveRequestDetails = MoveRequestListRow & {
  DecisionComment: string | null;
  Assets: RequestAsset[];
  Timeline: RequestTimelineEntry[];
  /** The steps the caller may take now. */
  Steps: RequestStepValue[];
};

/** The answer of a step on a request: its number and new state. */
export type RequestStepReply = {
  StatusCode: number;
  StatusMessage: string;
  Id: number;
  RequestNumber: string;
  StatusId: MoveRequestStatusId | MaterialRequestStatusId;
  StatusName: string;
};

export type CreateRequestReply = {
  StatusCode: number;
  StatusMessage: string;
  Id: number;
  RequestNumber: string;
};
