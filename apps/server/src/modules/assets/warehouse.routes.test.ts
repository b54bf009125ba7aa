import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssetStatus,
  type GetWarehousesReply,
  type ListReply,
  type ScanResult,
  type WarehouseMovementRow,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  assetHistory,
  assetRow,
  consumableAt,
  countRows,
  freeAssets,
  orgOf,
  otherLocation,
  partNumberOf,
  stockOf,
  warehouseOf,
  type FixtureAsset,
} from "./asset-moves.test-fixtures.ts";

const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const LEASE = "lease@acme.example";
const VIEWER = "viewer@acme.example";
const GLOBEX = "admin@globex.example";

describe.each(testBackends())("the warehouse on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let orgId: number;
  let warehouse: { id: number; name: string };
  let site: { id: number; name: string };
  let consumable: FixtureAsset;
  let partNumber: string;
  let stored: FixtureAsset[];

  const post = (email: string, path: string, body: unknown) =>
    t.call("POST", `/api/FixedAsset/${path}`, { token: tokens[email], body });
  const scan = async (body: object, status = 200, email = TECH) => {
    const res = await post(email, "ScanWarehouse", { WarehouseId: warehouse.id, ...body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as {
      Scan: ScanResult;
      StatusMessage: string;
      fields?: { field: string; message: string }[];
    };
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const email of [ADMIN, TECH, LEASE, VIEWER, GLOBEX]) tokens[email] = (await t.signIn(email)).token;
    orgId = await orgOf(t.ctx.db, (await t.signIn(ADMIN)).record.EmployeeId);
    warehouse = await warehouseOf(t.ctx.db, orgId);
    site = await otherLocation(t.ctx.db, orgId, [warehouse.id]);
    consumable = (
      await freeAssets(t.ctx.db, orgId, {
        serialized: false,
        inWarehouse: true,
        locationId: warehouse.id,
      })
    )[0]!;
    partNumber = await partNumberOf(t.ctx.db, consumable!.partId);
    stored = await freeAssets(t.ctx.db, orgId, {
      serialized: true,
      inWarehouse: true,
      locationId: warehouse.id,
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("lists the warehouses with what each holds, to the roles with the warehouse", async () => {
    const res = await t.call("GET", "/api/FixedAsset/GetWarehouses", { token: tokens[VIEWER] });
    expect(res.statusCode).toBe(200);
    const { Warehouses } = res.json() as GetWarehousesReply;
    const mine = Warehouses.find((w) => w.Id === warehouse.id)!;
    const stock = (await (
      await post(ADMIN, "GetWarehouseStock", { WarehouseId: warehouse.id, PageSize: 500 })
    ).json()) as ListReply<WarehouseStockRow>;
    expect(mine.UnitCount).toBe(stock.Rows.reduce((sum, r) => sum + r.OnHand, 0));
    expect(mine.PartCount).toBe(stock.Rows.filter((r) => r.OnHand > 0).length);
    expect(stock.Rows.every((r) => r.WarehouseName === warehouse.name)).toBe(true);
    expect(stock.Rows.find((r) => r.PartNumber === partNumber)).toMatchObject({
      Serialized: false,
      OnHand: consumable.quantity,
    });
    expect((await t.call("GET", "/api/FixedAsset/GetWarehouses", { token: tokens[LEASE] })).statusCode).toBe(
      403,
    );
    const globex = (await (
      await t.call("GET", "/api/FixedAsset/GetWarehouses", { token: tokens[GLOBEX] })
    ).json()) as GetWarehousesReply;
    expect(globex.Warehouses.some((w) => w.Id === warehouse.id)).toBe(false);
    const consumablesOnly = (await (
      await post(TECH, "GetWarehouseStock", {
        WarehouseId: warehouse.id,
        FilterModel: { Serialized: { filterType: "set", values: ["Consumable"] } },
        SortModel: [{ colId: "OnHand", sort: "desc" }],
      })
    ).json()) as ListReply<WarehouseStockRow>;
    expect(consumablesOnly.Rows.every((r) => !r.Serialized)).toBe(true);
  });

  it("scans a consumable out to a site and back in, with the stock figures after each scan", async () => {
    const out = await scan({
      Direction: "Out",
      Code: partNumber.toLowerCase(),
      Quantity: 3,
      ToLocationId: site.id,
    });
    expect(out.Scan).toMatchObject({
      PartNumber: partNumber,
      Quantity: 3,
      OnHand: consumable.quantity - 3,
      LocationName: site.name,
    });
    expect((await stockOf(t.ctx.db, orgId, warehouse.id, consumable.partId)).quantity).toBe(
      consumable.quantity - 3,
    );
    expect(
      (await consumableAt(t.ctx.db, orgId, consumable.partId, site.id))?.quantity,
    ).toBeGreaterThanOrEqual(3);
    expect((await assetHistory(t.ctx.db, orgId, consumable.id))[0]!.Summary).toBe(
      `Moved 3 of ${consumable.quantity} from ${warehouse.name} to ${site.name}`,
    );

    const back = await scan({ Direction: "In", Code: partNumber, Quantity: 1, FromLocationId: site.id });
    expect(back.Scan.OnHand).toBe(consumable.quantity - 2);
    const received = await scan({ Direction: "In", Code: partNumber, Quantity: 10 });
    expect(received.Scan.OnHand).toBe(consumable.quantity + 8);

    const short = await scan(
      { Direction: "Out", Code: partNumber, Quantity: 100_000, ToLocationId: site.id },
      400,
    );
    expect(short.fields).toEqual([
      { field: "Quantity", message: `only ${consumable.quantity + 8} of ${partNumber} in ${warehouse.name}` },
    ]);
    const log = (await (
      await post(TECH, "GetWarehouseMovements", { WarehouseId: warehouse.id })
    ).json()) as ListReply<WarehouseMovementRow>;
    expect(log.Rows.slice(0, 3).map((m) => [m.Direction, m.Quantity])).toEqual([
      ["In", 10],
      ["In", 1],
      ["Out", 3],
    ]);
  });

  it("scans a serialized asset out by its tag and in by its serial number", async () => {
    const asset = stored.find((a) => a.serialNumber)!;
    const before = await stockOf(t.ctx.db, orgId, warehouse.id, asset.partId);
    const out = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: site.id });
    expect(out.Scan).toMatchObject({
      AssetTag: asset.assetTag,
      Serialized: true,
      OnHand: before.quantity - 1,
    });
    expect(await assetRow(t.ctx.db, asset.id)).toMatchObject({
      locationId: site.id,
      statusId: AssetStatus.Active,
    });
    const again = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: site.id }, 409);
    expect(again.StatusMessage).toBe(
      `${asset.assetTag} is not in ${warehouse.name} (it stands at ${site.name})`,
    );

    const back = await scan({ Direction: "In", Code: asset.serialNumber! });
    expect(back.Scan).toMatchObject({ AssetTag: asset.assetTag, OnHand: before.quantity });
    expect(await assetRow(t.ctx.db, asset.id)).toMatchObject({
      locationId: warehouse.id,
      statusId: AssetStatus.InWarehouse,
    });
    await scan({ Direction: "In", Code: asset.assetTag }, 409);
    expect((await assetHistory(t.ctx.db, orgId, asset.id))[0]).toMatchObject({
      Action: "Moved",
      Summary: `Moved from ${site.name} to ${warehouse.name}`,
    });
  });

  it("refuses an asset held by an open move request, unknown codes and missing destinations, writing nothing", async () => {
    const asset = stored.at(-1)!;
    const request = await post(ADMIN, "CreateMoveRequest", {
      AssetIds: [asset.id],
      ToLocationId: site.id,
      Reason: "x",
    });
    expect(request.statusCode).toBe(200);
    const before = await countRows(t.ctx.db, "warehouse_movements");
    const held = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: site.id }, 409);
    expect(held.StatusMessage).toMatch(/is in an open move request \(MR-\d{6}\)/);
    expect((await scan({ Direction: "In", Code: "NO-SUCH-CODE" }, 400)).fields?.[0]?.field).toBe("Code");
    const serializedPart = await partNumberOf(t.ctx.db, asset.partId);
    expect((await scan({ Direction: "In", Code: serializedPart }, 400)).fields?.[0]?.message).toContain(
      "is a serialized part",
    );
    expect((await scan({ Direction: "Out", Code: partNumber }, 400)).fields?.[0]?.field).toBe("ToLocationId");
    expect(
      (await scan({ Direction: "In", Code: partNumber, WarehouseId: site.id }, 400)).fields?.[0]?.field,
    ).toBe("WarehouseId");
    expect(await countRows(t.ctx.db, "warehouse_movements")).toBe(before);
  });

  it.each([
    [VIEWER, 403],
    [LEASE, 403],
    [GLOBEX, 400],
  ])("refuses a scan by %s (%i)", async (email, status) => {
    await scan({ Direction: "In", Code: partNumber, Quantity: 1 }, status, email);
  });
});
