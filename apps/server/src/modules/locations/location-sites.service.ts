import {
  AssetStatus,
  LocationLevel,
  LOCATION_LEVEL_LABELS,
  MOVE_REQUEST_STATUS_LABELS,
  type AssetStatusId,
  type LocationLevelId,
  type MoveRequestStatusId,
  type SiteDetailsReply,
  type SiteDetailsTabRequest,
  type UserAssociatedSitesReply,
  type UserAssociatedSitesRequest,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { checkCallerIdentity } from "./location-access.ts";
import { findLocation } from "./location-records.repository.ts";
import { countAssetsBelow, listAssociatedSites, readSiteFigures } from "./location-sites.repository.ts";

const ASSET_STATUS_NAMES = new Map<number, string>(
  Object.entries(AssetStatus).map(([key, id]) => [id, key.replace(/([a-z])([A-Z])/g, "$1 $2")]),
);

const OK = { StatusCode: 0, StatusMessage: "Success" } as const;

/** Location/GetSiteDetailsTab: a site and what is at it (the site and every location below it). */
export const siteDetails = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SiteDetailsTabRequest,
): Promise<SiteDetailsReply> => {
  await checkCallerIdentity(ctx, session, { ids: [body.EmployeeId, body.EmpId], emails: [body.Email] });
  const site = await findLocation(ctx.db, session.orgId, body.SiteId);
  if (!site) throw new AppError("NOT_FOUND");
  if (site.levelId !== LocationLevel.Site)
    throw invalidField(
      "SiteId",
      `'${site.name}' is a ${LOCATION_LEVEL_LABELS[site.levelId].toLowerCase()}, not a site`,
    );
  const figures = await readSiteFigures(ctx.db, session.orgId, site.id);
  const levelCount = new Map(figures.levels.map((l) => [l.levelId, l.n]));
  return {
    ...OK,
    Site: {
      Id: site.id,
      Code: site.code,
      Name: site.name,
      Address: site.address,
      City: site.city,
      State: site.state,
      Country: site.country,
      PostalCode: site.postalCode,
      Latitude: site.latitude,
      Longitude: site.longitude,
      Status: site.status,
      IsWarehouse: site.isWarehouse,
      Description: site.description,
    },
    SubLocations: [LocationLevel.Building, LocationLevel.Floor, LocationLevel.Room].map((levelId) => ({
      LevelId: levelId as LocationLevelId,
      LevelName: LOCATION_LEVEL_LABELS[levelId],
      Count: levelCount.get(levelId) ?? 0,
    })),
    AssetsByStatus: figures.statuses.map((s) => ({
      StatusId: s.statusId as AssetStatusId,
      StatusName: ASSET_STATUS_NAMES.get(s.statusId) ?? String(s.statusId),
      Count: s.n,
    })),
    AssetCount: figures.statuses.reduce((sum, s) => sum + s.n, 0),
    OpenMoveRequests: figures.moves.map((m) => ({
      Id: Number(m.id),
      RequestNumber: m.request_number,
      StatusId: Number(m.status_id) as MoveRequestStatusId,
      StatusName:
        MOVE_REQUEST_STATUS_LABELS[Number(m.status_id) as MoveRequestStatusId] ?? String(m.status_id),
      FromLocationId: Number(m.from_location_id),
      FromName: m.from_name,
      ToLocationId: Number(m.to_location_id),
      ToName: m.to_name,
      RequestedAt: new Date(m.requested_at).toISOString(),
      RequestedByName: m.first_name === null ? null : `${m.first_name} ${m.last_name ?? ""}`.trim(),
      ItemCount: Number(m.items),
    })),
    Employees: figures.employees.map((e) => ({
      EmployeeId: e.id,
      Name: `${e.firstName} ${e.lastName}`.trim(),
      Email: e.email,
      RoleName: e.roleName,
    })),
    LinkCount: figures.links,
  };
};

/** Location/GetUserAssociatedSites: the caller's sites with their asset counts, a page at a time. */
export const userAssociatedSites = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UserAssociatedSitesRequest,
): Promise<UserAssociatedSitesReply> => {
  await checkCallerIdentity(ctx, session, {
    ids: [body.employeeId, body.EmployeeId, body.EmpId],
    emails: [body.employeeEmail, body.Email],
  });
  const words = body.Search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const { rows, total } = await listAssociatedSites(ctx.db, session.orgId, session.employeeId, {
    words,
    limit: body.PageSize,
    offset: (body.PageNumber - 1) * body.PageSize,
  });
  const assets = await countAssetsBelow(
    ctx.db,
    session.orgId,
    rows.map((r) => r.id),
  );
  return {
    ...OK,
    Sites: rows.map((r) => ({
      Id: r.id,
      Code: r.code,
      Name: r.name,
      City: r.city,
      State: r.state,
      Status: r.status,
      AssetCount: assets.get(r.id) ?? 0,
    })),
    TotalCount: total,
    PageNumber: body.PageNumber,
    PageSize: body.PageSize,
  };
};
