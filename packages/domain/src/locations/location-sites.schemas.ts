import { z } from "zod";
import type { AssetStatusId, LocationLevelId, MoveRequestStatusId } from "../assets/assets.enums.ts";
import type { StatusReply } from "../shared/contract.ts";
import { CallerEchoSchema, optionalId, optionalText } from "../shared/request.schemas.ts";
import type { LocationStatusValue } from "./locations.enums.ts";
import type { LocationFacts } from "./location-detail.schemas.ts";
import { LocationIdSchema } from "./location-writes.schemas.ts";

/** Location/GetSiteDetailsTab (portal-platform §7.3): SiteId, EmployeeId, Email, LanguageId. */
export const SiteDetailsTabSchema = CallerEchoSchema.extend({ SiteId: LocationIdSchema });
export type SiteDetailsTabRequest = z.infer<typeof SiteDetailsTabSchema>;

export type SiteSummary = { Id: number; Code: string; Name: string } & LocationFacts;

export type SiteLevelCount = { LevelId: LocationLevelId; LevelName: string; Count: number };
export type SiteAssetStatusCount = { StatusId: AssetStatusId; StatusName: string; Count: number };

/** An open move request (awaiting approval or approved) from or to a location of the site. */
export type SiteMoveRequest = {
  Id: number;
  RequestNumber: string;
  StatusId: MoveRequestStatusId;
  StatusName: string;
  FromLocationId: number;
  FromName: string;
  ToLocationId: number;
  ToName: string;
  RequestedAt: string;
  RequestedByName: string | null;
  ItemCount: number;
};

export type SiteEmployee = { EmployeeId: number; Name: string; Email: string; RoleName: string };

/** The site and what is at it, over the site and every location below it. */
export type SiteDetailsReply = StatusReply & {
  Site: SiteSummary;
  SubLocations: SiteLevelCount[];
  AssetsByStatus: SiteAssetStatusCount[];
  AssetCount: number;
  OpenMoveRequests: SiteMoveRequest[];
  Employees: SiteEmployee[];
  LinkCount: number;
};

export const ASSOCIATED_SITES_MAX_PAGE_SIZE = 100;

/**
 * Location/GetUserAssociatedSites (portal-platform §7.3): employeeId, employeeEmail plus filters. Identity
 * comes from the session: the two fields are checked, never trusted.
 */
export const UserAssociatedSitesSchema = CallerEchoSchema.extend({
  employeeId: optionalId,
  employeeEmail: optionalText(),
  Search: z.string().trim().max(200).default(""),
  PageNumber: z.coerce.number<unknown>().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number<unknown>().int().min(1).max(ASSOCIATED_SITES_MAX_PAGE_SIZE).default(25),
});
export type UserAssociatedSitesRequest = z.infer<typeof UserAssociatedSitesSchema>;

export type AssociatedSite = {
  Id: number;
  Code: string;
  Name: string;
  City: string | null;
  State: string | null;
  Status: LocationStatusValue;
  /** Assets at the site and every location below it. */
  AssetCount: number;
};

export type UserAssociatedSitesReply = StatusReply & {
  Sites: AssociatedSite[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
};
