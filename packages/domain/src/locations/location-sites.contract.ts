import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { HistoryQuerySchema, HistoryReplySchema } from "../audit/audit.schemas.ts";
import {
  SiteDetailsReplySchema,
  SiteDetailsTabSchema,
  UserAssociatedSitesReplySchema,
  UserAssociatedSitesSchema,
} from "./location-sites.schemas.ts";

export const GetSiteDetailsTabContract = defineContract({
  method: "POST",
  path: "/Location/GetSiteDetailsTab",
  summary:
    "A site's overview: sub-locations per level, assets by status, open move requests, its employees and links (SiteDetailsReply).",
  tag: "Locations",
  access: {
    kind: "module",
    moduleId: ModuleId.LocationOverview,
    parentId: ModuleId.Locations,
    level: AccessRightType.ReadOnly,
  },
  body: SiteDetailsTabSchema,
  reply: SiteDetailsReplySchema,
});

export const GetUserAssociatedSitesContract = defineContract({
  method: "POST",
  path: "/Location/GetUserAssociatedSites",
  summary:
    "The sites the caller works at, with their asset counts, a page at a time (UserAssociatedSitesReply).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: UserAssociatedSitesSchema,
  reply: UserAssociatedSitesReplySchema,
});

export const GetLocationHistoryContract = defineContract({
  method: "POST",
  path: "/Location/GetLocationHistory",
  summary: "A location's history, newest first, a page at a time (HistoryReply).",
  tag: "Locations",
  access: {
    kind: "module",
    moduleId: ModuleId.LocationHistory,
    parentId: ModuleId.Locations,
    level: AccessRightType.ReadOnly,
  },
  body: HistoryQuerySchema,
  reply: HistoryReplySchema,
});
