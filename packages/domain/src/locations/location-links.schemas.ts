import { z } from "zod";
import { ListQuerySchema, listReplySchema } from "../lists/list.schemas.ts";
import { LocationLinkTypeSchema } from "./locations.enum-schemas.ts";
import { LocationIdSchema } from "./location-writes.schemas.ts";

export const LinkListQuerySchema = ListQuerySchema.extend({
  /** Only the links with this location at either end. */
  LocationId: LocationIdSchema.nullish(),
});
export type LinkListQuery = z.infer<typeof LinkListQuerySchema>;

/** The columns of the link list; SortModel and FilterModel name these. */
export const LinkListRowSchema = z.object({
  Id: z.number().int(),
  FromLocationId: z.number().int(),
  FromCode: z.string(),
  FromName: z.string(),
  ToLocationId: z.number().int(),
  ToCode: z.string(),
  ToName: z.string(),
  LinkType: LocationLinkTypeSchema,
  Description: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type LinkListRow = z.infer<typeof LinkListRowSchema>;

/** Location/GetLinkList: a page of links. */
export const LinkListReplySchema = listReplySchema(LinkListRowSchema);

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

/** Location/CreateLink and Location/UpdateLink: the link as now stored. */
export const LinkReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Link: LinkListRowSchema,
});
export type LinkReply = z.infer<typeof LinkReplySchema>;

export const LinkDeleteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
});
export type LinkDeleteReply = z.infer<typeof LinkDeleteReplySchema>;
