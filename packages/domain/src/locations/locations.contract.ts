import { z } from "zod";
import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import type { LocationLevelId } from "../assets/assets.enums.ts";
import { SearchLocationsSchema } from "./locations.schemas.ts";

export const LocationListQuerySchema = ListQuerySchema.extend({
  /** Only the direct children of this location. */
  ParentId: z.number().int().positive().nullish(),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

/** The columns of the location list; SortModel and FilterModel name these. */
export type LocationListRow = {
  Id: number;
  Code: string;
  Name: string;
  LevelId: LocationLevelId;
  LevelName: string;
  ParentId: number | null;
  ParentName: string | null;
  Address: string | null;
  City: string | null;
  State: string | null;
  Country: string | null;
  Latitude: number | null;
  Longitude: number | null;
  Status: string;
  UpdatedAt: string;
};

export const GetLocationListContract = defineContract({
  method: "POST",
  path: "/Location/GetLocationList",
  summary:
    "A page of the organisation's locations, sorted and filtered on the server (ListReply<LocationListRow>).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: LocationListQuerySchema,
});

export const SearchLocationsContract = defineContract({
  method: "POST",
  path: "/Location/SearchLocations",
  summary: "A few of the organisation's locations matching a text, for pickers (SearchLocationsReply).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: SearchLocationsSchema,
});
