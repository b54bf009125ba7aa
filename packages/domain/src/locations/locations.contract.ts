import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  GetLocationQuerySchema,
  LocationBulkCreateReplySchema,
  LocationBulkCreateSchema,
  LocationBulkUpdateReplySchema,
  LocationBulkUpdateSchema,
  LocationCreateSchema,
  LocationDeleteReplySchema,
  LocationDeleteSchema,
  LocationDetailSchema,
  LocationListQuerySchema,
  LocationListReplySchema,
  LocationReplySchema,
  LocationUpdateSchema,
  SearchLocationsReplySchema,
  SearchLocationsSchema,
} from "./locations.schemas.ts";

export * from "./location-links.contract.ts";
export * from "./location-sites.contract.ts";

export const GetLocationListContract = defineContract({
  method: "POST",
  path: "/Location/GetLocationList",
  summary:
    "A page of the organisation's locations, sorted and filtered on the server (ListReply<LocationListRow>).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: LocationListQuerySchema,
  reply: LocationListReplySchema,
});

export const SearchLocationsContract = defineContract({
  method: "POST",
  path: "/Location/SearchLocations",
  summary: "A few of the organisation's locations matching a text, for pickers (SearchLocationsReply).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: SearchLocationsSchema,
  reply: SearchLocationsReplySchema,
});

const operation = (moduleId: number) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Locations, level: AccessRightType.ReadWrite }) as const;

export const GetLocationContract = defineContract({
  method: "GET",
  path: "/Location/GetLocation",
  summary:
    "One location in full: its fields, level, parents, who created and changed it, its sub-location and asset counts (LocationDetail).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  query: GetLocationQuerySchema,
  reply: LocationDetailSchema,
});

export const CreateLocationContract = defineContract({
  method: "POST",
  path: "/Location/CreateLocation",
  summary:
    "Creates a location; its code is generated and its address and coordinates come from its parent unless given (LocationReply).",
  tag: "Locations",
  access: operation(ModuleId.LocationCreate),
  body: LocationCreateSchema,
  reply: LocationReplySchema,
});

export const BulkCreateLocationsContract = defineContract({
  method: "POST",
  path: "/Location/BulkCreateLocations",
  summary:
    "Creates up to 500 locations at once, all or none; a row names its parent by ParentId or ParentCode (LocationBulkCreateReply).",
  tag: "Locations",
  access: operation(ModuleId.LocationBulkCreate),
  body: LocationBulkCreateSchema,
  reply: LocationBulkCreateReplySchema,
});

export const UpdateLocationContract = defineContract({
  method: "POST",
  path: "/Location/UpdateLocation",
  summary: "Changes the fields sent of one location (LocationReply).",
  tag: "Locations",
  access: operation(ModuleId.LocationEdit),
  body: LocationUpdateSchema,
  reply: LocationReplySchema,
});

export const BulkUpdateLocationsContract = defineContract({
  method: "POST",
  path: "/Location/BulkUpdateLocations",
  summary: "Sets the same fields on up to 500 locations, all or none (LocationBulkUpdateReply).",
  tag: "Locations",
  access: operation(ModuleId.LocationBulkEdit),
  body: LocationBulkUpdateSchema,
  reply: LocationBulkUpdateReplySchema,
});

export const DeleteLocationContract = defineContract({
  method: "POST",
  path: "/Location/DeleteLocation",
  summary:
    "Deletes a location (Id; 409 when something holds it) or several (Ids; each refusal reported) (LocationDeleteReply).",
  tag: "Locations",
  access: operation(ModuleId.LocationDelete),
  body: LocationDeleteSchema,
  reply: LocationDeleteReplySchema,
});
