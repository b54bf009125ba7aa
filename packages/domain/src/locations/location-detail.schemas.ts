import type { LocationLevelId } from "../assets/assets.enums.ts";
import type { StatusReply } from "../shared/contract.ts";
import type { LocationStatusValue } from "./locations.enums.ts";
import type { LocationPlace } from "./locations.rules.ts";

/** One of a location's parents, site first. */
export type LocationPathEntry = {
  Id: number;
  Code: string;
  Name: string;
  LevelId: LocationLevelId;
  LevelName: string;
};

/** Where a location is and what it is, as its page and its site's details show it. */
export type LocationFacts = LocationPlace & {
  Status: LocationStatusValue;
  IsWarehouse: boolean;
  Description: string | null;
};

/** Everything about one location (Location/GetLocation, and the reply of each write). */
export type LocationDetail = {
  Id: number;
  Code: string;
  Name: string;
  LevelId: LocationLevelId;
  LevelName: string;
  ParentId: number | null;
  ParentName: string | null;
  /** Its parents, site first ([] for a site). */
  Path: LocationPathEntry[];
} & LocationFacts & {
    CreatedAt: string;
    CreatedById: number | null;
    CreatedByName: string | null;
    UpdatedAt: string;
    UpdatedById: number | null;
    UpdatedByName: string | null;
    /** Direct sub-locations, and every location below it. */
    SubLocationCount: number;
    AllSubLocationCount: number;
    /** Assets standing at the location itself, and anywhere at or below it. */
    AssetCount: number;
    AllAssetCount: number;
    /** Links with this location at either end. */
    LinkCount: number;
  };

export type LocationReply = StatusReply & { Location: LocationDetail };

export type CreatedLocation = { Id: number; Code: string; Name: string };
export type LocationBulkCreateReply = StatusReply & { Count: number; Locations: CreatedLocation[] };

/** `Count`: the locations that changed (a location already holding the values is left alone). */
export type LocationBulkUpdateReply = StatusReply & { Count: number; ChangedIds: number[] };

/** A location that could not be deleted, and what holds it. */
export type LocationDeleteRefusal = { Id: number; Code: string; Name: string; Reason: string };
export type LocationDeleteReply = StatusReply & {
  Deleted: CreatedLocation[];
  Refused: LocationDeleteRefusal[];
};
