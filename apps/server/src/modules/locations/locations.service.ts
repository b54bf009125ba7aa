import type { ListReply, LocationListQuery, LocationListRow } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { listLocations } from "./locations.repository.ts";

/** The caller's organisation's locations, one page at a time. */
export const locationList = (
  ctx: AppContext,
  session: ActiveSession,
  query: LocationListQuery,
): Promise<ListReply<LocationListRow>> => listLocations(ctx.db, session.orgId, query);
