import { z } from "zod";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import type { StatusReply } from "../shared/contract.ts";
import { LocationLinkTypeSchema, type LocationLinkTypeValue } from "./locations.enums.ts";
import { LocationIdSchema } from "./location-writes.schemas.ts";

export const LinkListQuerySchema = ListQuerySchema.extend({
  /** Only the links with this location at either end. */
  LocationId: LocationIdSchema.nullish(),
});
export type LinkListQuery = z.infer<typeof LinkListQuerySchema>;

/** The columns of the link list; SortModel and FilterModel name these. */
export type LinkListRow = {
  Id: number;
  FromLocationId: number;
  FromCode: string;
  FromName: string;
  ToLocationId: number;
  ToCode: string;
  ToName: string;
  LinkType: LocationLinkTypeValue;
  Description: string | null;
  CreatedAt: string;
  UpdatedAt: string;
};

const DescriptionSchema = z
  .string()
  .trim()
  .max(500, "at most 500 characters")
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional();

export const LinkCreateSchema = z
  .object({
    FromLocationId: LocationIdSchema,
    ToLocationId: LocationIdSchema,
    LinkType: LocationLinkTypeSchema,
    Description: DescriptionSchema,
  })
  .refine((v) => v.FromLocationId !== v.ToLocationId, {
    path: ["ToLocationId"],
    message: "a location cannot be linked to itself",
  });
export type LinkCreate = z.infer<typeof LinkCreateSchema>;
export type LinkCreateInput = z.input<typeof LinkCreateSchema>;

/** An edit: only the fields sent change. */
export const LinkUpdateSchema = z
  .object({
    Id: LocationIdSchema,
    FromLocationId: LocationIdSchema.optional(),
    ToLocationId: LocationIdSchema.optional(),
    LinkType: LocationLinkTypeSchema.optional(),
    Description: DescriptionSchema,
  })
  .refine((v) => v.FromLocationId === undefined || v.FromLocationId !== v.ToLocationId, {
    path: ["ToLocationId"],
    message: "a location cannot be linked to itself",
  });
export type LinkUpdate = z.infer<typeof LinkUpdateSchema>;

export const LinkDeleteSchema = z.object({ Id: LocationIdSchema });
export type LinkDelete = z.infer<typeof LinkDeleteSchema>;

export type LinkReply = StatusReply & { Link: LinkListRow };
export type LinkDeleteReply = StatusReply & { Id: number };
