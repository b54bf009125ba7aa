import type { CreateRequestReply, MoveRequestDetails } from "@fieldstead/domain";
import type { Backend } from "../../../test/test-databases.ts";
import { assetPool, freeAssets, otherLocation, warehouseOf } from "./asset-moves.test-fixtures.ts";
import { openAssetTestKit, type Account } from "../assets.test-kit.ts";

/**
 * The asset test kit as the request and warehouse tests open it: with the organisation's database, the places
 * and assets they work on, and their calls.
 */
/** The asset test kit with what the move-request tests call: their organisation, assets, and the calls. */
export const openMoveTestKit = async (backend: Backend) => {
  const kit = await openAssetTestKit(backend);
  const db = kit.t.ctx.db;
  const post = (account: Account, path: string, body: unknown) => kit.call(account, path, { body });
  return {
    kit,
    db,
    orgId: kit.acmeId,
    pool: await assetPool(db, kit.acmeId),
    post,
    details: (id: number, account: Account = "admin") =>
      kit.ok<MoveRequestDetails>(kit.call(account, "GetMoveRequest", { query: { Id: id } })),
    create: (assetIds: number[], toLocationId: number, account: Account = "admin") =>
      kit.ok<CreateRequestReply>(
        post(account, "CreateMoveRequest", {
          AssetIds: assetIds,
          ToLocationId: toLocationId,
          Reason: "Site refit",
        }),
      ),
    /** A step on a request, answering its reply once the status is as expected. */
    step: (path: string, body: object, account: Account = "admin", status = 200) =>
      kit.ok<{ StatusMessage: string; StatusId?: number; fields?: { field: string }[] }>(
        post(account, path, body),
        status,
      ),
  };
};
export type MoveTestKit = Awaited<ReturnType<typeof openMoveTestKit>>;

/** The asset test kit with a warehouse of the organisation, a site, and what the warehouse holds free to leave. */
export const openWarehouseTestKit = async (backend: Backend) => {
  const kit = await openAssetTestKit(backend);
  const db = kit.t.ctx.db;
  const orgId = kit.acmeId;
  const warehouse = await warehouseOf(db, orgId);
  const inWarehouse = (serialized: boolean) =>
    freeAssets(db, orgId, { serialized, inWarehouse: true, locationId: warehouse.id });
  return {
    kit,
    db,
    orgId,
    warehouse,
    site: await otherLocation(db, orgId, [warehouse.id]),
    /** Consumable records in the warehouse. */
    consumables: await inWarehouse(false),
    /** Serialized assets in the warehouse. */
    stored: await inWarehouse(true),
    post: (account: Account, path: string, body: unknown) => kit.call(account, path, { body }),
  };
};
export type WarehouseTestKit = Awaited<ReturnType<typeof openWarehouseTestKit>>;
