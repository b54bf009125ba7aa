import { z } from "zod";
import { LocationLevelIdSchema } from "../assets/assets.enum-schemas.ts";
import { ListQuerySchema, listReplySchema } from "../lists/list.schemas.ts";

export * from "./location-writes.schemas.ts";
export * from "./location-detail.schemas.ts";
export * from "./location-links.schemas.ts";
export * from "./location-sites.schemas.ts";

/** A few locations matching a text, for pickers (parent of a location, where an asset stands, where to move). */
export const SearchLocationsSchema = z.object({
  /** Words matched against code, name, address and city; empty answers the first locations by name. */
  Search: z.string().trim().max(200).default(""),
  LevelIds: z.array(LocationLevelIdSchema).max(4).optional(),
  /** Only warehouses (true) or only other locations (false). */
  IsWarehouse: z.boolean().optional(),
  /** Only active locations (new assets and moves go to active ones). */
  ActiveOnly: z.boolean().default(false),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchLocationsQuery = z.infer<typeof SearchLocationsSchema>;
export type SearchLocationsInput = z.input<typeof SearchLocationsSchema>;

/** A picker's entry: the location and where it sits ('Denver Tech Center Campus › Building A'). */
export const LocationOptionSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  LevelId: LocationLevelIdSchema,
  /** The names of its parents, site first, joined with ' › ' ('' for a site). */
  Path: z.string(),
  IsWarehouse: z.boolean(),
  Status: z.string(),
});
export type LocationOption = z.infer<typeof LocationOptionSchema>;

export const SearchLocationsReplySchema = z.object({ Locations: z.array(LocationOptionSchema) });
export type SearchLocationsReply = z.infer<typeof SearchLocationsReplySchema>;

export const LocationListQuerySchema = ListQuerySchema.extend({
  /** Only the direct children of this location. */
  ParentId: z.number().int().positive().nullish(),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

/** The columns of the location list; SortModel and FilterModel name these. */
export const LocationListRowSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  LevelId: LocationLevelIdSchema,
  LevelName: z.string(),
  ParentId: z.number().int().nullable(),
  ParentName: z.string().nullable(),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Country: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Status: z.string(),
  IsWarehouse: z.boolean(),
  UpdatedAt: z.string(),
});
export type LocationListRow = z.infer<typeof LocationListRowSchema>;

/** Location/GetLocationList: a page of locations. */
export const LocationListReplySchema = listReplySchema(LocationListRowSchema);
