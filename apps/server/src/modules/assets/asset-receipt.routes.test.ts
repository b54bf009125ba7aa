import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddToWarehouseReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  demoRecords,
  fieldsOf,
  openAssetTestKit,
  readAsset,
  stockOf,
  type AssetTestKit,
} from "./assets.test-kit.ts";

describe.each(testBackends())("receiving into a warehouse on %s", (backend) => {
  let kit: AssetTestKit;
  let demo: Awaited<ReturnType<typeof demoRecords>>;

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    demo = await demoRecords(kit.t, kit.acmeId);
  });
  afterAll(() => kit?.close());

  it("receives into a warehouse: one asset per serial, or the quantity added to the warehouse's record", async () => {
    const { warehouse, serializedPart, consumablePart } = demo;
    const before = await stockOf(kit.t, warehouse.id, serializedPart.id);
    const serials = await kit.ok<AddToWarehouseReply>(
      kit.call("admin", "AddToWarehouse", {
        body: { WarehouseId: warehouse.id, PartId: serializedPart.id, SerialNumbers: ["R-1", "R-2"] },
      }),
    );
    expect(serials.Assets).toHaveLength(2);
    expect((await readAsset(kit.t, serials.Assets[0]!.Id))!.statusId).toBe(5);
    expect((await stockOf(kit.t, warehouse.id, serializedPart.id)).quantity).toBe(before.quantity + 2);
    const dup = await kit.call("admin", "AddToWarehouse", {
      body: { WarehouseId: warehouse.id, PartId: serializedPart.id, SerialNumbers: ["R-3", "R-1"] },
    });
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup)).toEqual(["SerialNumbers.1"]);
    const stock = await stockOf(kit.t, warehouse.id, consumablePart.id);
    const added = await kit.ok<AddToWarehouseReply>(
      kit.call("admin", "AddToWarehouse", {
        body: { WarehouseId: warehouse.id, PartId: consumablePart.id, Quantity: 7 },
      }),
    );
    expect(added.Assets).toHaveLength(1);
    expect(added.Assets[0]!.Quantity).toBe(stock.quantity + 7);
    expect((await stockOf(kit.t, warehouse.id, consumablePart.id)).quantity).toBe(stock.quantity + 7);
    const notWarehouse = await kit.call("admin", "AddToWarehouse", {
      body: { WarehouseId: demo.site.id, PartId: consumablePart.id, Quantity: 1 },
    });
    expect(fieldsOf(notWarehouse)).toEqual(["WarehouseId"]);
    const noSerials = await kit.call("admin", "AddToWarehouse", {
      body: { WarehouseId: warehouse.id, PartId: serializedPart.id, Quantity: 1 },
    });
    expect(fieldsOf(noSerials)).toContain("SerialNumbers");
  });
});
