import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssetComponent, AssetWriteReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  demoRecords,
  fieldsOf,
  historyOf,
  openAssetTestKit,
  readAsset,
  stockOf,
  type AssetTestKit,
} from "./assets.test-kit.ts";

describe.each(testBackends())("creating and changing assets on %s", (backend) => {
  let kit: AssetTestKit;
  let demo: Awaited<ReturnType<typeof demoRecords>>;
  let serial = 0;
  const nextSerial = () => `TEST-SN-${++serial}`;

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    demo = await demoRecords(kit.t, kit.acmeId);
  });
  afterAll(() => kit?.close());

  const create = (body: Record<string, unknown>, account: "admin" | "lease" = "admin") =>
    kit.call(account, "CreateAsset", { body });

  it("creates a serialized asset with a generated tag, its history (who) and the part's copied columns", async () => {
    const SerialNumber = nextSerial();
    const reply = await kit.ok<AssetWriteReply>(
      create({
        PartId: demo.serializedPart.id,
        LocationId: demo.site.id,
        SerialNumber,
        VendorId: demo.vendor.id,
        PurchaseDate: "2026-03-01",
        PurchaseCost: 1250.5,
      }),
    );
    const [made] = reply.Assets;
    expect(made!.AssetTag).toMatch(/^ACM-[A-Z0-9]+-\d{6}$/);
    const row = await readAsset(kit.t, made!.Id);
    expect(row).toMatchObject({
      name: demo.serializedPart.partName,
      model: demo.serializedPart.partName,
      serialNumber: SerialNumber,
      quantity: 1,
      serialized: true,
      statusId: 1,
      verificationState: "Newly_Created",
      purchaseCost: "1250.50",
      createdById: kit.employeeIds.admin,
    });
    const [entry] = await historyOf(kit.t, made!.Id);
    expect(entry).toMatchObject({ action: "Created", employeeId: kit.employeeIds.admin });
    expect(entry!.summary).toContain(made!.AssetTag);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ LocationId: demo.site.id }, ["PartId"]],
      [{ PartId: demo.serializedPart.id, LocationId: demo.site.id }, ["SerialNumber"]],
      [
        { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "X", Quantity: 3 },
        ["Quantity"],
      ],
      [
        { PartId: demo.consumablePart.id, LocationId: demo.site.id, SerialNumber: "X", Quantity: 3 },
        ["SerialNumber"],
      ],
      [{ PartId: demo.consumablePart.id, LocationId: demo.site.id }, ["Quantity"]],
      [
        {
          PartId: demo.serializedPart.id,
          LocationId: demo.site.id,
          SerialNumber: "X",
          PurchaseDate: "2026-02-30",
        },
        ["PurchaseDate"],
      ],
      [
        { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "X", PurchaseCost: -1 },
        ["PurchaseCost"],
      ],
      [
        { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "X", StatusId: 5 },
        ["StatusId"],
      ],
      [
        { PartId: demo.serializedPart.id, LocationId: demo.warehouse.id, SerialNumber: "X", StatusId: 1 },
        ["StatusId"],
      ],
      [
        { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: "X", VendorId: 999_999 },
        ["VendorId"],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(body)).toEqual(fields);
    }
    if (demo.inactiveLocationId) {
      const res = await create({
        PartId: demo.serializedPart.id,
        LocationId: demo.inactiveLocationId,
        SerialNumber: "X",
      });
      expect(fieldsOf(res)).toEqual(["LocationId"]);
    }
  });

  it("refuses a serial number the part already has (409 naming SerialNumber and the holder)", async () => {
    const SerialNumber = nextSerial();
    const body = { PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber };
    const first = await kit.ok<AssetWriteReply>(create(body));
    const again = await create(body);
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual(["SerialNumber"]);
    expect(again.json().StatusMessage).toContain(first.Assets[0]!.AssetTag);
  });

  it("puts a consumable in the warehouse In Warehouse, refreshes the stock, and refuses a second record there", async () => {
    const { warehouse } = demo;
    const part = await kit.ok<{ Record: { Id: number } }>(
      kit.call("admin", "CreatePartConfiguration", {
        body: {
          PartNumber: "TEST-CONS-1",
          PartName: "Test filter",
          CategoryId: demo.categoryId,
          Serialized: false,
        },
        version: 2,
      }),
    );
    const body = { PartId: part.Record.Id, LocationId: warehouse.id, Quantity: 4 };
    const reply = await kit.ok<AssetWriteReply>(create(body));
    expect(await readAsset(kit.t, reply.Assets[0]!.Id)).toMatchObject({
      statusId: 5,
      quantity: 4,
      serialNumber: null,
    });
    expect(await stockOf(kit.t, warehouse.id, part.Record.Id)).toEqual({ quantity: 4, serializedCount: 0 });
    const again = await create(body);
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual(["LocationId"]);
    expect(again.json().StatusMessage).toContain(reply.Assets[0]!.AssetTag);
  });

  it("bulk-creates all or nothing, naming Assets.<i>.<Field>", async () => {
    const good = (n: number) => ({
      PartId: demo.serializedPart.id,
      LocationId: demo.warehouse.id,
      SerialNumber: `BULK-${n}`,
    });
    const before = await stockOf(kit.t, demo.warehouse.id, demo.serializedPart.id);
    const refused = await kit.call("admin", "BulkCreateAssets", {
      body: {
        Assets: [good(1), { ...good(2), SerialNumber: "" }, good(3), { ...good(4), SerialNumber: "BULK-1" }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(["Assets.1.SerialNumber", "Assets.3.SerialNumber"]);
    expect(await stockOf(kit.t, demo.warehouse.id, demo.serializedPart.id)).toEqual(before);
    const tooMany = await kit.call("admin", "BulkCreateAssets", {
      body: { Assets: Array.from({ length: 501 }, (_, i) => good(i)) },
    });
    expect(fieldsOf(tooMany)).toEqual(["Assets"]);
    const made = await kit.ok<AssetWriteReply>(
      kit.call("admin", "BulkCreateAssets", { body: { Assets: [good(1), good(2), good(3)] } }),
    );
    expect(new Set(made.Assets.map((a) => a.AssetTag)).size).toBe(3);
    expect(await stockOf(kit.t, demo.warehouse.id, demo.serializedPart.id)).toEqual({
      quantity: before.quantity + 3,
      serializedCount: before.serializedCount + 3,
    });
    const clash = await kit.call("admin", "BulkCreateAssets", { body: { Assets: [good(9), good(2)] } });
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash)).toEqual(["Assets.1.SerialNumber"]);
  });

  it("clones with a new tag: a serialized copy needs its own serial, a consumable a quantity and place", async () => {
    const source = await kit.ok<AssetWriteReply>(
      create({
        PartId: demo.serializedPart.id,
        LocationId: demo.site.id,
        SerialNumber: nextSerial(),
        Name: "Pump A",
      }),
    );
    const id = source.Assets[0]!.Id;
    expect(
      (await kit.call("admin", "CloneAsset", { body: { Id: id, SerialNumber: "C-1" } })).statusCode,
    ).toBe(400);
    expect(fieldsOf(await kit.call("admin", "CloneAsset", { body: { Id: id }, version: 2 }))).toEqual([
      "SerialNumber",
    ]);
    const copy = await kit.ok<AssetWriteReply>(
      kit.call("admin", "CloneAsset", { body: { Id: id, SerialNumber: nextSerial() }, version: 2 }),
    );
    const row = await readAsset(kit.t, copy.Assets[0]!.Id);
    expect(row).toMatchObject({
      name: "Pump A",
      locationId: demo.site.id,
      verificationState: "Newly_Created",
    });
    expect(copy.Assets[0]!.AssetTag).not.toBe(source.Assets[0]!.AssetTag);
    const [entry] = await historyOf(kit.t, copy.Assets[0]!.Id);
    expect(entry).toMatchObject({ action: "Cloned", summary: `Cloned from ${source.Assets[0]!.AssetTag}` });
  });

  it("updates what an edit may change, records the changes From → To, and leaves the rest", async () => {
    const made = await kit.ok<AssetWriteReply>(
      create({ PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: nextSerial() }),
    );
    const id = made.Assets[0]!.Id;
    await kit.ok(
      kit.call("admin", "UpdateAsset", {
        body: { Id: id, Name: "Renamed", PurchaseCost: 10, VendorId: demo.vendor.id },
      }),
    );
    const [entry] = await historyOf(kit.t, id);
    expect(entry).toMatchObject({ action: "Updated", employeeId: kit.employeeIds.admin });
    expect(entry!.changes).toEqual([
      { Field: "Name", From: demo.serializedPart.partName, To: "Renamed" },
      { Field: "Vendor", From: null, To: demo.vendor.name },
      { Field: "Purchase cost", From: null, To: "10.00" },
    ]);
    expect(await readAsset(kit.t, id)).toMatchObject({ name: "Renamed", locationId: demo.site.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ Id: id, SerialNumber: "" }, "SerialNumber"],
      [{ Id: id, Quantity: 2 }, "Quantity"],
      [{ Id: id, PartId: demo.consumablePart.id }, "PartId"],
      [{ Id: id, Name: "" }, "Name"],
    ];
    for (const [body, field] of cases)
      expect(fieldsOf(await kit.call("admin", "UpdateAsset", { body })), field).toEqual([field]);
    expect((await kit.call("admin", "UpdateAsset", { body: { Id: 999_999, Name: "x" } })).statusCode).toBe(
      404,
    );
  });

  it("fits and removes components, recording ComponentsChanged", async () => {
    const made = await kit.ok<AssetWriteReply>(
      create({ PartId: demo.serializedPart.id, LocationId: demo.site.id, SerialNumber: nextSerial() }),
    );
    const id = made.Assets[0]!.Id;
    const fitted = await kit.ok<AssetComponent[]>(
      kit.call("admin", "UpdateAssetComponents", {
        body: {
          AssetId: id,
          Add: [
            { PartId: demo.consumablePart.id, Quantity: 2 },
            { PartId: demo.serializedPart.id, SerialNumber: "SUB-1" },
          ],
        },
      }),
    );
    expect(fitted).toHaveLength(2);
    expect(fitted.find((c) => !c.Serialized)).toMatchObject({
      PartNumber: demo.consumablePart.partNumber,
      Quantity: 2,
    });
    const bad = await kit.call("admin", "UpdateAssetComponents", {
      body: { AssetId: id, Add: [{ PartId: demo.serializedPart.id }], Remove: [1] },
    });
    expect(fieldsOf(bad)).toEqual(["Add.0.SerialNumber", "Remove.0"]);
    const left = await kit.ok<AssetComponent[]>(
      kit.call("admin", "UpdateAssetComponents", { body: { AssetId: id, Remove: [fitted[0]!.Id] } }),
    );
    expect(left).toHaveLength(1);
    const [removed, added] = await historyOf(kit.t, id);
    expect(added!.action).toBe("ComponentsChanged");
    expect(removed!.changes[0]).toMatchObject({ Field: "Component", To: null });
  });
});
