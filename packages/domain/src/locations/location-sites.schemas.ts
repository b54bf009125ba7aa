import { z } from "zod";
import { AssetStatus, MoveRequestStatus } from "../assets/assets.enums.ts";
import { LocationLevelIdSchema } from "../assets/assets.enum-schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { CallerEchoSchema, optionalId, optionalText } from "../shared/request.schemas.ts";
import { LocationStatusSchema } from "./locations.enum-schemas.ts";
import { LocationFactsSchema } from "./location-detail.schemas.ts";
import { LocationIdSchema } from "./location-writes.schemas.ts";

/** Location/GetSiteDetailsTab (portal-platform §7.3): SiteId, EmployeeId, Email, LanguageId. */
export const SiteDetailsTabSchema = CallerEchoSchema.extend({ SiteId: LocationIdSchema });
export type SiteDetailsTabRequest = z.infer<typeof SiteDetailsTabSchema>;

export const SiteSummarySchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  ...LocationFactsSchema.shape,
});
export type SiteSummary = z.infer<typeof SiteSummarySchema>;

export const SiteLevelCountSchema = z.object({
  LevelId: LocationLevelIdSchema,
  LevelName: z.string(),
  Count: z.number().int(),
});
export type SiteLevelCount = z.infer<typeof SiteLevelCountSchema>;
export const SiteAssetStatusCountSchema = z.object({
  StatusId: enumSchema(AssetStatus),
  StatusName: z.string(),
  Count: z.number().int(),
});
export type SiteAssetStatusCount = z.infer<typeof SiteAssetStatusCountSchema>;

/** An open move request (awaiting approval or approved) from or to a location of the site. */
export const SiteMoveRequestSchema = z.object({
  Id: z.number().int(),
  RequestNumber: z.string(),
  StatusId: enumSchema(MoveRequestStatus),
  StatusName: z.string(),
  FromLocationId: z.number().int(),
  FromName: z.string(),
  ToLocationId: z.number().int(),
  ToName: z.string(),
  RequestedAt: z.string(),
  RequestedByName: z.string().nullable(),
  ItemCount: z.number().int(),
});
export type SiteMoveRequest = z.infer<typeof SiteMoveRequestSchema>;

export const SiteEmployeeSchema = z.object({
  EmployeeId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  RoleName: z.string(),
});
export type SiteEmployee = z.infer<typeof SiteEmployeeSchema>;

/** The site and what is at it, over the site and every location below it. */
export const SiteDetailsReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Site: SiteSummarySchema,
  SubLocations: z.array(SiteLevelCountSchema),
  AssetsByStatus: z.array(SiteAssetStatusCountSchema),
  AssetCount: z.number().int(),
  OpenMoveRequests: z.array(SiteMoveRequestSchema),
  Employees: z.array(SiteEmployeeSchema),
  LinkCount: z.number().int(),
});
export type SiteDetailsReply = z.infer<typeof SiteDetailsReplySchema>;

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

export const AssociatedSiteSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Status: LocationStatusSchema,
  /** Assets at the site and every location below it. */
  AssetCount: z.number().int(),
});
export type AssociatedSite = z.infer<typeof AssociatedSiteSchema>;

export const UserAssociatedSitesReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Sites: z.array(AssociatedSiteSchema),
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
});
export type UserAssociatedSitesReply = z.infer<typeof UserAssociatedSitesReplySchema>;
