import type { FastifyInstance } from "fastify";
import {
  BulkCreateLocationsContract,
  BulkUpdateLocationsContract,
  CreateLinkContract,
  CreateLocationContract,
  DeleteLinkContract,
  DeleteLocationContract,
  GetLinkListContract,
  GetLocationContract,
  GetLocationHistoryContract,
  GetLocationListContract,
  GetSiteDetailsTabContract,
  GetUserAssociatedSitesContract,
  SearchLocationsContract,
  UpdateLinkContract,
  UpdateLocationContract,
  type LinkDeleteReply,
  type LinkReply,
  type LocationBulkCreateReply,
  type LocationBulkUpdateReply,
  type LocationDeleteReply,
  type LocationReply,
  type SearchLocationsReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { bulkUpdateLocations } from "./location-bulk-update.service.ts";
import { bulkCreateLocations, createLocation } from "./location-create.service.ts";
import { deleteLocations } from "./location-delete.service.ts";
import { createLink, editLink, linkList, removeLink } from "./location-links.service.ts";
import { siteDetails, userAssociatedSites } from "./location-sites.service.ts";
import { updateLocation } from "./location-update.service.ts";
import { locationDetail, locationHistory, locationList, locationOptions } from "./locations.service.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Locations and sites (portal-platform §6, §7.3): the hierarchy, its links, site details and history. */
export const locationsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLocationListContract, async ({ body, session }) =>
    locationList(ctx, session, body),
  );
  registerContract(
    app,
    ctx,
    SearchLocationsContract,
    async ({ body, session }): Promise<SearchLocationsReply> => ({
      Locations: await locationOptions(ctx, session, body),
    }),
  );
  registerContract(app, ctx, GetLocationContract, async ({ query, session }) =>
    locationDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateLocationContract, async ({ body, session }): Promise<LocationReply> => {
    const location = await createLocation(ctx, session, body);
    return {
      StatusCode: 0,
      StatusMessage: `Location '${location.Name}' (${location.Code}) created.`,
      Location: location,
    };
  });
  registerContract(
    app,
    ctx,
    BulkCreateLocationsContract,
    async ({ body, session }): Promise<LocationBulkCreateReply> => {
      const created = await bulkCreateLocations(ctx, session, body);
      return {
        StatusCode: 0,
        StatusMessage: `${plural(created.length, "location", "locations")} created.`,
        Count: created.length,
        Locations: created,
      };
    },
  );
  registerContract(app, ctx, UpdateLocationContract, async ({ body, session }): Promise<LocationReply> => {
    const location = await updateLocation(ctx, session, body);
    return { StatusCode: 0, StatusMessage: `Location '${location.Name}' saved.`, Location: location };
  });
  registerContract(
    app,
    ctx,
    BulkUpdateLocationsContract,
    async ({ body, session }): Promise<LocationBulkUpdateReply> => {
      const changed = await bulkUpdateLocations(ctx, session, body);
      return {
        StatusCode: 0,
        StatusMessage: `${plural(changed.length, "location", "locations")} updated.`,
        Count: changed.length,
        ChangedIds: changed,
      };
    },
  );
  registerContract(
    app,
    ctx,
    DeleteLocationContract,
    async ({ body, session }): Promise<LocationDeleteReply> => {
      const { deleted, refused } = await deleteLocations(ctx, session, body);
      const refusedText =
        refused.length > 0 ? `; ${plural(refused.length, "location", "locations")} could not be` : "";
      return {
        StatusCode: 0,
        StatusMessage: `${plural(deleted.length, "location", "locations")} deleted${refusedText}.`,
        Deleted: deleted,
        Refused: refused,
      };
    },
  );
  registerContract(app, ctx, GetLinkListContract, async ({ body, session }) => linkList(ctx, session, body));
  registerContract(app, ctx, CreateLinkContract, async ({ body, session }): Promise<LinkReply> => ({
    StatusCode: 0,
    StatusMessage: "Link created.",
    Link: await createLink(ctx, session, body),
  }));
  registerContract(app, ctx, UpdateLinkContract, async ({ body, session }): Promise<LinkReply> => ({
    StatusCode: 0,
    StatusMessage: "Link saved.",
    Link: await editLink(ctx, session, body),
  }));
  registerContract(app, ctx, DeleteLinkContract, async ({ body, session }): Promise<LinkDeleteReply> => {
    await removeLink(ctx, session, body.Id);
    return { StatusCode: 0, StatusMessage: "Link deleted.", Id: body.Id };
  });
  registerContract(app, ctx, GetSiteDetailsTabContract, async ({ body, session }) =>
    siteDetails(ctx, session, body),
  );
  registerContract(app, ctx, GetUserAssociatedSitesContract, async ({ body, session }) =>
    userAssociatedSites(ctx, session, body),
  );
  registerContract(app, ctx, GetLocationHistoryContract, async ({ body, session }) =>
    locationHistory(ctx, session, body),
  );
};
