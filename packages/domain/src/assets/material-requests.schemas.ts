import { z } from "zod";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import type { MaterialRequestStatusId } from "./assets.enums.ts";
import type { RequestStepValue, RequestTimelineEntry } from "./asset-moves.schemas.ts";

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
export type MaterialRequestListRow = {
  Id: number;
  RequestNumber: string;
  StatusId: MaterialRequestStatusId;
  StatusName: string;
  LocationId: number;
  LocationName: string;
  NeededBy: string | null;
  ItemCount: number;
  TotalQuantity: number;
  RequestedById: number | null;
  RequestedByName: string | null;
  RequestedAt: string;
  WarehouseId: number | null;
  WarehouseName: string | null;
  FulfilledAt: string | null;
  UpdatedAt: string;
};

export type MaterialRequestLine = {
  Id: number;
  PartId: number;
  PartNumber: string;
  PartName: string;
  Category: string;
  Serialized: boolean;
  Quantity: number;
};

export type MaterialRequestDetails = MaterialRequestListRow & {
  Notes: string | null;
  DecisionComment: string | null;
  Items: MaterialRequestLine[];
  Timeline: RequestTimelineEntry[];
  /** The steps the caller may take now. */
  Steps: RequestStepValue[];
};
