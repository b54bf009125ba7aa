import {
  AuditEntityType,
  type HistoryQuery,
  type HistoryReply,
  type ListReply,
  type LocationDetail,
  type LocationListQuery,
  type LocationListRow,
  type LocationOption,
  type LocationPathEntry,
  type SearchLocationsQuery,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { readHistory } from "../audit/audit.service.ts";
import { readLocationDetail, readPath } from "./location-detail.repository.ts";
import { findLocation } from "./location-records.repository.ts";
import { searchLocations } from "./location-search.repository.ts";
import { listLocations } from "./locations.repository.ts";

/** The caller's organisation's locations, one page at a time. */
export const locationList = (
  ctx: AppContext,
  session: ActiveSession,
  query: LocationListQuery,
): Promise<ListReply<LocationListRow>> => listLocations(ctx.db, session.orgId, query);

/** One location in full; another organisation's id is a 404. */
export const locationDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<LocationDetail> => {
  const detail = await readLocationDetail(ctx.db, session.orgId, id);
  if (!detail) throw new AppError("NOT_FOUND");
  return detail;
};

/** The places above a location (given its parent's id, null for a site), site first. */
export const locationPath = (
  ctx: AppContext,
  session: ActiveSession,
  parentId: number | null,
): Promise<LocationPathEntry[]> => readPath(ctx.db, session.orgId, parentId);

/** A few locations matching a text, with their parents' names, for pickers. */
export const locationOptions = (
  ctx: AppContext,
  session: ActiveSession,
  query: SearchLocationsQuery,
): Promise<LocationOption[]> => searchLocations(ctx.db, session.orgId, query);

/** A location's history, newest first. */
export const locationHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  query: HistoryQuery,
): Promise<HistoryReply> => {
  if (!(await findLocation(ctx.db, session.orgId, query.Id))) throw new AppError("NOT_FOUND");
  return readHistory(ctx.db, session.orgId, AuditEntityType.Location, query);
};
