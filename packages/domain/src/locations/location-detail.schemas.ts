import { z } from "zod";
import { LocationLevelIdSchema } from "../assets/assets.enum-schemas.ts";
import { LocationStatusSchema } from "./locations.enum-schemas.ts";

/** One of a location's parents, site first. */
export const LocationPathEntrySchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  LevelId: LocationLevelIdSchema,
  LevelName: z.string(),
});
export type LocationPathEntry = z.infer<typeof LocationPathEntrySchema>;

/** Where a location is (LocationPlace of locations.rules). */
const LOCATION_PLACE_SHAPE = {
  Address: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Country: z.string().nullable(),
  PostalCode: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
};

/** Where a location is and what it is, as its page and its site's details show it. */
export const LocationFactsSchema = z.object({
  ...LOCATION_PLACE_SHAPE,
  Status: LocationStatusSchema,
  IsWarehouse: z.boolean(),
  Description: z.string().nullable(),
});
export type LocationFacts = z.infer<typeof LocationFactsSchema>;

/** Everything about one location (Location/GetLocation, and the reply of each write). */
export const LocationDetailSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  LevelId: LocationLevelIdSchema,
  LevelName: z.string(),
  ParentId: z.number().int().nullable(),
  ParentName: z.string().nullable(),
  /** Its parents, site first ([] for a site). */
  Path: z.array(LocationPathEntrySchema),
  ...LocationFactsSchema.shape,
  CreatedAt: z.string(),
  CreatedById: z.number().int().nullable(),
  CreatedByName: z.string().nullable(),
  UpdatedAt: z.string(),
  UpdatedById: z.number().int().nullable(),
  UpdatedByName: z.string().nullable(),
  /** Direct sub-locations, and every location below it. */
  SubLocationCount: z.number().int(),
  AllSubLocationCount: z.number().int(),
  /** Assets standing at the location itself, and anywhere at or below it. */
  AssetCount: z.number().int(),
  AllAssetCount: z.number().int(),
  /** Links with this location at either end. */
  LinkCount: z.number().int(),
});
export type LocationDetail = z.infer<typeof LocationDetailSchema>;

const STATUS_SHAPE = { StatusCode: z.number().int(), StatusMessage: z.string() };

/** Location/CreateLocation and Location/UpdateLocation: the location as now stored. */
export const LocationReplySchema = z.object({ ...STATUS_SHAPE, Location: LocationDetailSchema });
export type LocationReply = z.infer<typeof LocationReplySchema>;

export const CreatedLocationSchema = z.object({ Id: z.number().int(), Code: z.string(), Name: z.string() });
export type CreatedLocation = z.infer<typeof CreatedLocationSchema>;

export const LocationBulkCreateReplySchema = z.object({
  ...STATUS_SHAPE,
  Count: z.number().int(),
  Locations: z.array(CreatedLocationSchema),
});
export type LocationBulkCreateReply = z.infer<typeof LocationBulkCreateReplySchema>;

/** `Count`: the locations that changed (a location already holding the values is left alone). */
export const LocationBulkUpdateReplySchema = z.object({
  ...STATUS_SHAPE,
  Count: z.number().int(),
  ChangedIds: z.array(z.number().int()),
});
export type LocationBulkUpdateReply = z.infer<typeof LocationBulkUpdateReplySchema>;

/** A location that could not be deleted, and what holds it. */
export const LocationDeleteRefusalSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Reason: z.string(),
});
export type LocationDeleteRefusal = z.infer<typeof LocationDeleteRefusalSchema>;

export const LocationDeleteReplySchema = z.object({
  ...STATUS_SHAPE,
  Deleted: z.array(CreatedLocationSchema),
  Refused: z.array(LocationDeleteRefusalSchema),
});
export type LocationDeleteReply = z.infer<typeof LocationDeleteReplySchema>;
