import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssetStatus,
  type GetWarehousesReply,
  type ListReply,
  type ScanResult,
  type WarehouseMovementRow,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import {
  assetHistory,
  assetRow,
  consumableAt,
  countRows,
  partNumberOf,
  type FixtureAsset,
} from "../requests/asset-moves.test-fixtures.ts";
import { openWarehouseTestKit, type WarehouseTestKit } from "../requests/asset-requests.test-kit.ts";
import { stockOf, type Account } from "../assets.test-kit.ts";

describe.each(testBackends())("the warehouse on %s", (backend) => {
  let wk: WarehouseTestKit;
  let consumable: FixtureAsset;
  let partNumber: string;

  const scan = (body: object, status = 200, account: Account = "tech") =>
    wk.kit.ok<{ Scan: ScanResult; StatusMessage: string; fields?: { field: string; message: string }[] }>(
      wk.post(account, "ScanWarehouse", { WarehouseId: wk.warehouse.id, ...body }),
      status,
    );

  beforeAll(async () => {
    wk = await openWarehouseTestKit(backend);
    consumable = wk.consumables[0]!;
    partNumber = await partNumberOf(wk.db, consumable.partId);
  });
  afterAll(() => wk?.kit.close());

  it("lists the warehouses with what each holds, to the roles with the warehouse", async () => {
    const res = await wk.kit.call("viewer", "GetWarehouses", { method: "GET" });
    expect(res.statusCode).toBe(200);
    const { Warehouses } = res.json() as GetWarehousesReply;
    const mine = Warehouses.find((w) => w.Id === wk.warehouse.id)!;
    const stock = (await (
      await wk.post("admin", "GetWarehouseStock", { WarehouseId: wk.warehouse.id, PageSize: 500 })
    ).json()) as ListReply<WarehouseStockRow>;
    expect(mine.UnitCount).toBe(stock.Rows.reduce((sum, r) => sum + r.OnHand, 0));
    expect(mine.PartCount).toBe(stock.Rows.filter((r) => r.OnHand > 0).length);
    expect(stock.Rows.every((r) => r.WarehouseName === wk.warehouse.name)).toBe(true);
    expect(stock.Rows.find((r) => r.PartNumber === partNumber)).toMatchObject({
      Serialized: false,
      OnHand: consumable.quantity,
    });
    expect((await wk.kit.call("lease", "GetWarehouses", { method: "GET" })).statusCode).toBe(403);
    const globex = (await (
      await wk.kit.call("globex", "GetWarehouses", { method: "GET" })
    ).json()) as GetWarehousesReply;
    expect(globex.Warehouses.some((w) => w.Id === wk.warehouse.id)).toBe(false);
    const consumablesOnly = (await (
      await wk.post("tech", "GetWarehouseStock", {
        WarehouseId: wk.warehouse.id,
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
      ToLocationId: wk.site.id,
    });
    expect(out.Scan).toMatchObject({
      PartNumber: partNumber,
      Quantity: 3,
      OnHand: consumable.quantity - 3,
      LocationName: wk.site.name,
    });
    expect((await stockOf(wk.kit.t, wk.warehouse.id, consumable.partId)).quantity).toBe(
      consumable.quantity - 3,
    );
    expect(
      (await consumableAt(wk.db, wk.orgId, consumable.partId, wk.site.id))?.quantity,
    ).toBeGreaterThanOrEqual(3);
    expect((await assetHistory(wk.db, wk.orgId, consumable.id))[0]!.Summary).toBe(
      `Moved 3 of ${consumable.quantity} from ${wk.warehouse.name} to ${wk.site.name}`,
    );

    const back = await scan({ Direction: "In", Code: partNumber, Quantity: 1, FromLocationId: wk.site.id });
    expect(back.Scan.OnHand).toBe(consumable.quantity - 2);
    const received = await scan({ Direction: "In", Code: partNumber, Quantity: 10 });
    expect(received.Scan.OnHand).toBe(consumable.quantity + 8);

    const short = await scan(
      { Direction: "Out", Code: partNumber, Quantity: 100_000, ToLocationId: wk.site.id },
      400,
    );
    expect(short.fields).toEqual([
      {
        field: "Quantity",
        message: `only ${consumable.quantity + 8} of ${partNumber} in ${wk.warehouse.name}`,
      },
    ]);
    const log = (await (
      await wk.post("tech", "GetWarehouseMovements", { WarehouseId: wk.warehouse.id })
    ).json()) as ListReply<WarehouseMovementRow>;
    expect(log.Rows.slice(0, 3).map((m) => [m.Direction, m.Quantity])).toEqual([
      ["In", 10],
      ["In", 1],
      ["Out", 3],
    ]);
  });

  it("scans a serialized asset out by its tag and in by its serial number", async () => {
    const asset = wk.stored.find((a) => a.serialNumber)!;
    const before = await stockOf(wk.kit.t, wk.warehouse.id, asset.partId);
    const out = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: wk.site.id });
    expect(out.Scan).toMatchObject({
      AssetTag: asset.assetTag,
      Serialized: true,
      OnHand: before.quantity - 1,
    });
    expect(await assetRow(wk.db, asset.id)).toMatchObject({
      locationId: wk.site.id,
      statusId: AssetStatus.Active,
    });
    const again = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: wk.site.id }, 409);
    expect(again.StatusMessage).toBe(
      `${asset.assetTag} is not in ${wk.warehouse.name} (it stands at ${wk.site.name})`,
    );

    const back = await scan({ Direction: "In", Code: asset.serialNumber! });
    expect(back.Scan).toMatchObject({ AssetTag: asset.assetTag, OnHand: before.quantity });
    expect(await assetRow(wk.db, asset.id)).toMatchObject({
      locationId: wk.warehouse.id,
      statusId: AssetStatus.InWarehouse,
    });
    await scan({ Direction: "In", Code: asset.assetTag }, 409);
    expect((await assetHistory(wk.db, wk.orgId, asset.id))[0]).toMatchObject({
      Action: "Moved",
      Summary: `Moved from ${wk.site.name} to ${wk.warehouse.name}`,
    });
  });

  it("refuses an asset held by an open move request, unknown codes and missing destinations, writing nothing", async () => {
    const asset = wk.stored.at(-1)!;
    const request = await wk.post("admin", "CreateMoveRequest", {
      AssetIds: [asset.id],
      ToLocationId: wk.site.id,
      Reason: "x",
    });
    expect(request.statusCode).toBe(200);
    const before = await countRows(wk.db, "warehouse_movements");
    const held = await scan({ Direction: "Out", Code: asset.assetTag, ToLocationId: wk.site.id }, 409);
    expect(held.StatusMessage).toMatch(/is in an open move request \(MR-\d{6}\)/);
    expect((await scan({ Direction: "In", Code: "NO-SUCH-CODE" }, 400)).fields?.[0]?.field).toBe("Code");
    const serializedPart = await partNumberOf(wk.db, asset.partId);
    expect((await scan({ Direction: "In", Code: serializedPart }, 400)).fields?.[0]?.message).toContain(
      "is a serialized part",
    );
    expect((await scan({ Direction: "Out", Code: partNumber }, 400)).fields?.[0]?.field).toBe("ToLocationId");
    expect(
      (await scan({ Direction: "In", Code: partNumber, WarehouseId: wk.site.id }, 400)).fields?.[0]?.field,
    ).toBe("WarehouseId");
    expect(await countRows(wk.db, "warehouse_movements")).toBe(before);
  });

  it.each([
    ["viewer", 403],
    ["lease", 403],
    ["globex", 400],
  ] as const)("refuses a scan by %s (%i)", async (account, status) => {
    await scan({ Direction: "In", Code: partNumber, Quantity: 1 }, status, account);
  });
});
