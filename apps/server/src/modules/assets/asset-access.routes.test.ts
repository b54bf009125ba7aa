import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssetWriteReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  demoRecords,
  fieldsOf,
  openAssetTestKit,
  type Account,
  type AssetTestKit,
} from "./assets.test-kit.ts";

/** One call of the module: its path, a valid request as the administrator of Acme would send it, its version. */
type Call = { path: string; body?: unknown; query?: Record<string, string | number>; version?: number };

describe.each(testBackends())("who may call the fixed-asset module on %s", (backend) => {
  let kit: AssetTestKit;
  let calls: {
    writes: Call[];
    reads: Call[];
    /** Calls naming an Acme record: another organisation gets 404. */
    acmeRecords: Call[];
  };

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    const demo = await demoRecords(kit.t, kit.acmeId);
    const made = await kit.ok<AssetWriteReply>(
      kit.call("admin", "CreateAsset", {
        body: { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "ACCESS-1" },
      }),
    );
    const Id = made.Assets[0]!.Id;
    const ids = { Ids: [Id] };
    const part = {
      PartNumber: "ACCESS-P1",
      PartName: "Access part",
      CategoryId: demo.categoryId,
      Serialized: true,
    };
    calls = {
      writes: [
        {
          path: "CreateAsset",
          body: { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "ACCESS-2" },
        },
        {
          path: "BulkCreateAssets",
          body: {
            Assets: [{ PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "ACCESS-3" }],
          },
        },
        { path: "UpdateAsset", body: { Id, Name: "Renamed" } },
        { path: "UpdateAssetStatus", body: { ...ids, StatusId: 3 }, version: 2 },
        { path: "ActivateAsset", body: ids },
        { path: "DeactivateAsset", body: ids },
        { path: "SetAssetVerification", body: { ...ids, VerificationState: "Verified" } },
        { path: "CloneAsset", body: { Id, SerialNumber: "ACCESS-4" }, version: 2 },
        { path: "DeleteAsset", body: ids },
        {
          path: "UpdateAssetComponents",
          body: { AssetId: Id, Add: [{ PartId: demo.consumablePart.id, Quantity: 1 }] },
        },
        {
          path: "AddToWarehouse",
          body: { WarehouseId: demo.warehouse.id, PartId: demo.consumablePart.id, Quantity: 1 },
        },
        { path: "CreateCategory", body: { Name: "Access", Code: "ACCS" } },
        { path: "UpdateCategory", body: { Id: demo.categoryId, Name: "x", Code: "XX" } },
        { path: "DeleteCategory", body: { Id: demo.categoryId } },
        { path: "CreateManufacturer", body: { Name: "Access Maker" } },
        { path: "UpdateManufacturer", body: { Id: 1, Name: "x" } },
        { path: "DeleteManufacturer", body: { Id: 1 } },
        { path: "PersistVendor", body: { Name: "Access Vendor" }, version: 2 },
        { path: "DeleteVendor", body: { Id: demo.vendor.id } },
        { path: "CreatePartConfiguration", body: part, version: 2 },
        { path: "UpdatePartConfiguration", body: { ...part, Id: demo.serializedPart.id }, version: 2 },
        { path: "DeletePartConfiguration", body: { Id: demo.serializedPart.id }, version: 2 },
        { path: "GeneratePartNumber", body: { CategoryId: demo.categoryId } },
      ],
      reads: [
        { path: "GetAsset", query: { Id } },
        { path: "GetAssetHistory", body: { Id } },
        { path: "GetAssetLabel", query: { Id } },
        { path: "GetAssetSummary", query: {} },
        { path: "GetDashboardCustomisations", query: {} },
        { path: "PersistDashboardCustomisations", body: { Cards: ["Total"] }, version: 2 },
        { path: "GetCategoryList", body: {} },
        { path: "GetManufacturerList", body: {} },
        { path: "GetVendorList", body: {} },
        { path: "GetPartConfigurationList", body: {}, version: 2 },
        { path: "GetPartConfiguration", query: { Id: demo.serializedPart.id }, version: 2 },
        { path: "SearchParts", body: {} },
      ],
      acmeRecords: [
        { path: "GetAsset", query: { Id } },
        { path: "GetAssetHistory", body: { Id } },
        { path: "GetAssetLabel", query: { Id } },
        { path: "UpdateAsset", body: { Id, Name: "x" } },
        { path: "UpdateAssetStatus", body: { ...ids, StatusId: 3 }, version: 2 },
        { path: "ActivateAsset", body: ids },
        { path: "DeactivateAsset", body: ids },
        { path: "SetAssetVerification", body: { ...ids, VerificationState: "Verified" } },
        { path: "CloneAsset", body: { Id, SerialNumber: "X" }, version: 2 },
        { path: "DeleteAsset", body: ids },
        { path: "UpdateAssetComponents", body: { AssetId: Id } },
        { path: "UpdateCategory", body: { Id: demo.categoryId, Name: "x", Code: "XX" } },
        { path: "DeleteCategory", body: { Id: demo.categoryId } },
        { path: "DeleteVendor", body: { Id: demo.vendor.id } },
        { path: "PersistVendor", body: { Id: demo.vendor.id, Name: "x" }, version: 2 },
        { path: "GetPartConfiguration", query: { Id: demo.serializedPart.id }, version: 2 },
        { path: "UpdatePartConfiguration", body: { ...part, Id: demo.serializedPart.id }, version: 2 },
        { path: "DeletePartConfiguration", body: { Id: demo.serializedPart.id }, version: 2 },
        { path: "GeneratePartNumber", body: { CategoryId: demo.categoryId } },
      ],
    };
  });
  afterAll(() => kit?.close());

  const send = (account: Account, call: Call, version = call.version) =>
    kit.call(account, call.path, {
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(call.query === undefined ? {} : { query: call.query }),
      ...(call.query && Object.keys(call.query).length === 0 ? { method: "GET" as const } : {}),
      ...(version ? { version } : {}),
    });

  it.each(["lease", "viewer", "tech"] as const)(
    "refuses every change to a %s (403), and lets them read",
    async (account) => {
      for (const call of calls.writes) expect((await send(account, call)).statusCode, call.path).toBe(403);
      for (const call of calls.reads) expect((await send(account, call)).statusCode, call.path).toBe(200);
    },
  );

  it("refuses a versioned call sent without X-Api-Version: 2, naming the header", async () => {
    const versioned = [...calls.writes, ...calls.reads].filter((c) => c.version);
    expect(versioned.map((c) => c.path).sort()).toEqual(
      [
        "CloneAsset",
        "CreatePartConfiguration",
        "DeletePartConfiguration",
        "GetPartConfiguration",
        "GetPartConfigurationList",
        "PersistDashboardCustomisations",
        "PersistVendor",
        "UpdateAssetStatus",
        "UpdatePartConfiguration",
      ].sort(),
    );
    for (const call of versioned)
      for (const version of [undefined, 1]) {
        const res = await kit.call("admin", call.path, {
          ...(call.body === undefined ? {} : { body: call.body }),
          ...(call.query === undefined ? {} : { query: call.query }),
          ...(version ? { version } : {}),
        });
        expect(res.statusCode, call.path).toBe(400);
        expect(fieldsOf(res), call.path).toEqual(["X-Api-Version"]);
      }
  });

  it("answers 404 to another organisation for every Acme record, and 401 without a session", async () => {
    for (const call of calls.acmeRecords)
      expect((await send("globex", call)).statusCode, call.path).toBe(404);
    const anonymous = await kit.t.call("POST", "/api/FixedAsset/CreateAsset", { body: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
