import { z } from "zod";
import { ListQuerySchema, listReplySchema } from "../../lists/list.schemas.ts";
import { RecordIdSchema } from "../../shared/id.schemas.ts";
import { MaterialRequestStatusIdSchema } from "../assets.enum-schemas.ts";
import { RequestStepValueSchema, RequestTimelineEntrySchema } from "./asset-moves.schemas.ts";

/** At most this many lines in one material request. */
export const MATERIAL_REQUEST_MAX_ITEMS = 100;

export const MaterialRequestItemSchema = z.object({
  PartId: z.number({ error: "Pick a part." }).int().positive().max(2_147_483_647),
  Quantity: z
    .number({ error: "Give a quantity." })
    .int("A quantity is a whole number.")
    .min(1, "At least 1.")
    .max(100_000, "At most 100,000."),
});
export type MaterialRequestItem = z.infer<typeof MaterialRequestItemSchema>;

export const CreateMaterialRequestSchema = z.object({
  /** Where the material is to be delivered. */
  LocationId: z.number({ error: "Pick where the material goes." }).int().positive().max(2_147_483_647),
  /** The day it is needed by ('YYYY-MM-DD'), today or later. */
  NeededBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates read YYYY-MM-DD.")
    .or(z.literal(""))
    .nullish()
    // An empty date field means no date.
    .transform((day) => day || null),
  Notes: z.string().trim().max(2000, "Notes are at most 2000 characters.").nullish(),
  Items: z
    .array(MaterialRequestItemSchema)
    .min(1, "Add at least one part.")
    .max(MATERIAL_REQUEST_MAX_ITEMS, `At most ${MATERIAL_REQUEST_MAX_ITEMS} parts in one request.`)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.PartId))
          ctx.addIssue({
            code: "custom",
            path: [index, "PartId"],
            message: "This part is listed already: change its quantity instead.",
          });
        seen.add(item.PartId);
      });
    }),
});
export type CreateMaterialRequest = z.infer<typeof CreateMaterialRequestSchema>;
export type CreateMaterialRequestInput = z.input<typeof CreateMaterialRequestSchema>;

/** Fulfilling issues every item from one warehouse. */
export const FulfilMaterialRequestSchema = z.object({ Id: RecordIdSchema, WarehouseId: RecordIdSchema });
export type FulfilMaterialRequest = z.infer<typeof FulfilMaterialRequestSchema>;

export const MaterialRequestIdSchema = z.object({ Id: RecordIdSchema });
export type MaterialRequestIdBody = z.infer<typeof MaterialRequestIdSchema>;

export const MaterialRequestListQuerySchema = ListQuerySchema;
export type MaterialRequestListQuery = z.infer<typeof MaterialRequestListQuerySchema>;

/** The columns of the material-request list; SortModel and FilterModel name these. */
export const MaterialRequestListRowSchema = z.object({
  Id: z.number().int(),
  RequestNumber: z.string(),
  StatusId: MaterialRequestStatusIdSchema,
  StatusName: z.string(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  NeededBy: z.string().nullable(),
  ItemCount: z.number().int(),
  TotalQuantity: z.number().int(),
  RequestedById: z.number().int().nullable(),
  RequestedByName: z.string().nullable(),
  RequestedAt: z.string(),
  WarehouseId: z.number().int().nullable(),
  WarehouseName: z.string().nullable(),
  FulfilledAt: z.string().nullable(),
  UpdatedAt: z.string(),
});
export type MaterialRequestListRow = z.infer<typeof MaterialRequestListRowSchema>;
export const MaterialRequestListReplySchema = listReplySchema(MaterialRequestListRowSchema);

export const MaterialRequestLineSchema = z.object({
  Id: z.number().int(),
  PartId: z.number().int(),
  PartNumber: z.string(),
  PartName: z.string(),
  Category: z.string(),
  Serialized: z.boolean(),
  Quantity: z.number().int(),
});
export type MaterialRequestLine = z.infer<typeof MaterialRequestLineSchema>;

export const MaterialRequestDetailsSchema = MaterialRequestListRowSchema.extend({
  Notes: z.string().nullable(),
  DecisionComment: z.string().nullable(),
  Items: z.array(MaterialRequestLineSchema),
  Timeline: z.array(RequestTimelineEntrySchema),
  /** The steps the caller may take now. */
  Steps: z.array(RequestStepValueSchema),
});
export type MaterialRequestDetails = z.infer<typeof MaterialRequestDetailsSchema>;
