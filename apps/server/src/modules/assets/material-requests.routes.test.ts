import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssetStatus,
  DomainEventType,
  MaterialRequestStatus,
  type CreateRequestReply,
  type ListReply,
  type MaterialRequestDetails,
  type MaterialRequestListRow,
  type WarehouseMovementRow,
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
  requestEvents,
  stockOf,
  warehouseOf,
  type FixtureAsset,
} from "./asset-moves.test-fixtures.ts";

const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const LEASE = "lease@acme.example";
const VIEWER = "viewer@acme.example";
const GLOBEX = "admin@globex.example";

describe.each(testBackends())("material requests on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let orgId: number;
  let warehouse: { id: number; name: string };
  let site: { id: number; name: string };
  let consumables: FixtureAsset[];
  /** A serialized part with at least two assets in the warehouse. */
  let serializedPartId: number;

  const post = (email: string, path: string, body: unknown) =>
    t.call("POST", `/api/FixedAsset/${path}`, { token: tokens[email], body });
  const expectStatus = async (email: string, path: string, body: unknown, status: number) => {
    const res = await post(email, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { StatusMessage: string; fields?: { field: string; message: string }[] };
  };
  const details = async (id: number, email = ADMIN) => {
    const res = await t.call("GET", `/api/FixedAsset/GetMaterialRequest?Id=${id}`, { token: tokens[email] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MaterialRequestDetails;
  };
  const create = async (items: { PartId: number; Quantity: number }[], email = TECH) => {
    const res = await post(email, "CreateMaterialRequest", {
      LocationId: site.id,
      NeededBy: "2026-12-01",
      Notes: "For the chiller service",
      Items: items,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreateRequestReply;
  };
  const approved = async (items: { PartId: number; Quantity: number }[]) => {
    const request = await create(items);
    await expectStatus(ADMIN, "ApproveMaterialRequest", { Id: request.Id }, 200);
    return request;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const email of [ADMIN, TECH, LEASE, VIEWER, GLOBEX]) {
      const signed = await t.signIn(email);
      tokens[email] = signed.token;
      ids[email] = signed.record.EmployeeId;
    }
    orgId = await orgOf(t.ctx.db, ids[ADMIN]!);
    warehouse = await warehouseOf(t.ctx.db, orgId);
    site = await otherLocation(t.ctx.db, orgId, [warehouse.id]);
    consumables = await freeAssets(t.ctx.db, orgId, {
      serialized: false,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const stored = await freeAssets(t.ctx.db, orgId, {
      serialized: true,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const counts = new Map<number, number>();
    for (const a of stored) counts.set(a.partId, (counts.get(a.partId) ?? 0) + 1);
    serializedPartId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(counts.get(serializedPartId)).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("takes a request from asking through approval to delivery from the warehouse, all in one go", async () => {
    const [filter] = consumables;
    const consumableBefore = await stockOf(t.ctx.db, orgId, warehouse.id, filter!.partId);
    const serializedBefore = await stockOf(t.ctx.db, orgId, warehouse.id, serializedPartId);
    const request = await create([
      { PartId: filter!.partId, Quantity: 2 },
      { PartId: serializedPartId, Quantity: 1 },
    ]);
    expect(request.RequestNumber).toMatch(/^MAT-\d{6}$/);
    let shown = await details(request.Id, TECH);
    expect(shown).toMatchObject({
      StatusName: "Awaiting Approval",
      ItemCount: 2,
      TotalQuantity: 3,
      LocationName: site.name,
    });
    expect(shown.Steps).toEqual([]);
    expect((await details(request.Id)).Steps).toEqual(["Approve", "Reject", "Delete"]);

    await expectStatus(TECH, "ApproveMaterialRequest", { Id: request.Id }, 403);
    await expectStatus(TECH, "FulfilMaterialRequest", { Id: request.Id, WarehouseId: warehouse.id }, 409);
    await expectStatus(ADMIN, "ApproveMaterialRequest", { Id: request.Id }, 200);
    expect((await details(request.Id, TECH)).Steps).toEqual(["Fulfil"]);
    await expectStatus(TECH, "FulfilMaterialRequest", { Id: request.Id, WarehouseId: warehouse.id }, 200);

    shown = await details(request.Id);
    expect(shown).toMatchObject({ StatusName: "Fulfilled", WarehouseName: warehouse.name });
    expect(shown.Timeline.map((s) => s.Action)).toEqual(["Requested", "Approved", "Fulfilled"]);
    expect(await stockOf(t.ctx.db, orgId, warehouse.id, filter!.partId)).toMatchObject({
      quantity: consumableBefore.quantity - 2,
    });
    expect(await stockOf(t.ctx.db, orgId, warehouse.id, serializedPartId)).toEqual({
      quantity: serializedBefore.quantity - 1,
      serializedCount: serializedBefore.serializedCount - 1,
    });
    expect((await consumableAt(t.ctx.db, orgId, filter!.partId, site.id))?.quantity).toBeGreaterThanOrEqual(
      2,
    );
    const filterHistory = await assetHistory(t.ctx.db, orgId, filter!.id);
    expect(filterHistory[0]!.Summary).toBe(
      `Moved 2 of ${filter!.quantity} from ${warehouse.name} to ${site.name} (${request.RequestNumber})`,
    );

    const movements = (await (
      await post(ADMIN, "GetWarehouseMovements", {
        WarehouseId: warehouse.id,
        FilterModel: {
          MaterialRequestNumber: { filterType: "text", type: "equals", filter: request.RequestNumber },
        },
      })
    ).json()) as ListReply<WarehouseMovementRow>;
    expect(movements.TotalCount).toBe(2);
    expect(movements.Rows.every((m) => m.Direction === "Out" && m.OtherLocationName === site.name)).toBe(
      true,
    );
    const issued = movements.Rows.filter((m) => m.AssetId !== filter!.id).map((m) => m.AssetId!);
    for (const assetId of issued)
      expect(await assetRow(t.ctx.db, assetId)).toMatchObject({
        locationId: site.id,
        statusId: AssetStatus.Active,
      });

    const events = await requestEvents(t.ctx.db, orgId, "material_request", request.Id);
    expect(events.map((e) => e.eventType)).toEqual([
      DomainEventType.MaterialRequestCreated,
      DomainEventType.MaterialRequestApproved,
      DomainEventType.MaterialRequestFulfilled,
    ]);
    expect(events[0]!.concerns).toContain(ids[ADMIN]);
    expect(events[2]!.concerns).toEqual([ids[TECH]]);
    await expectStatus(ADMIN, "DeleteMaterialRequest", { Id: request.Id }, 409);
  });

  it("issues nothing when any item is short, naming each short item", async () => {
    const [, second] = consumables;
    const onHand = (await stockOf(t.ctx.db, orgId, warehouse.id, second!.partId)).quantity;
    const partNumber = await partNumberOf(t.ctx.db, second!.partId);
    const request = await approved([
      { PartId: serializedPartId, Quantity: 1 },
      { PartId: second!.partId, Quantity: onHand + 1 },
    ]);
    const movementsBefore = await countRows(t.ctx.db, "warehouse_movements");
    const refused = await expectStatus(
      TECH,
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: warehouse.id },
      400,
    );
    expect(refused.fields).toEqual([
      { field: "Items.1.Quantity", message: `only ${onHand} of ${partNumber} in ${warehouse.name}` },
    ]);
    expect(refused.StatusMessage).toContain(
      `Items.1.Quantity: only ${onHand} of ${partNumber} in ${warehouse.name}`,
    );
    expect(await countRows(t.ctx.db, "warehouse_movements")).toBe(movementsBefore);
    expect((await stockOf(t.ctx.db, orgId, warehouse.id, second!.partId)).quantity).toBe(onHand);
    expect((await details(request.Id)).StatusName).toBe("Approved");
    const notWarehouse = await expectStatus(
      TECH,
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: site.id },
      400,
    );
    expect(notWarehouse.fields?.[0]?.field).toBe("WarehouseId");
  });

  it("rejects with a comment, and deletes what is not fulfilled (with the right to delete)", async () => {
    const [filter] = consumables;
    const request = await create([{ PartId: filter!.partId, Quantity: 1 }]);
    const noComment = await expectStatus(ADMIN, "RejectMaterialRequest", { Id: request.Id }, 400);
    expect(noComment.fields?.[0]?.field).toBe("Comment");
    await expectStatus(
      ADMIN,
      "RejectMaterialRequest",
      { Id: request.Id, Comment: "Use the spares on site" },
      200,
    );
    const rejected = await details(request.Id);
    expect(rejected).toMatchObject({
      StatusId: MaterialRequestStatus.Rejected,
      DecisionComment: "Use the spares on site",
    });
    expect(rejected.Timeline.at(-1)).toMatchObject({ Action: "Rejected", Comment: "Use the spares on site" });
    await expectStatus(TECH, "DeleteMaterialRequest", { Id: request.Id }, 403);
    await expectStatus(ADMIN, "DeleteMaterialRequest", { Id: request.Id }, 200);
    const gone = await t.call("GET", `/api/FixedAsset/GetMaterialRequest?Id=${request.Id}`, {
      token: tokens[ADMIN],
    });
    expect(gone.statusCode).toBe(404);
    const events = await requestEvents(t.ctx.db, orgId, "material_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MaterialRequestDeleted,
      concerns: [ids[TECH]],
    });
  });

  it("refuses bad requests naming the field", async () => {
    const [filter] = consumables;
    const globexOrg = await orgOf(t.ctx.db, ids[GLOBEX]!);
    const [foreign] = await freeAssets(t.ctx.db, globexOrg, { serialized: false, inWarehouse: true });
    const fields = async (body: object) =>
      (
        await expectStatus(
          TECH,
          "CreateMaterialRequest",
          { LocationId: site.id, Items: [{ PartId: filter!.partId, Quantity: 1 }], ...body },
          400,
        )
      ).fields?.map((f) => f.field);
    expect(await fields({ NeededBy: "2026-01-01" })).toEqual(["NeededBy"]);
    expect(await fields({ Items: [] })).toEqual(["Items"]);
    expect(await fields({ Items: [{ PartId: filter!.partId, Quantity: 0 }] })).toEqual(["Items.0.Quantity"]);
    expect(
      await fields({
        Items: [
          { PartId: filter!.partId, Quantity: 1 },
          { PartId: filter!.partId, Quantity: 2 },
        ],
      }),
    ).toEqual(["Items.1.PartId"]);
    expect(await fields({ Items: [{ PartId: foreign!.partId, Quantity: 1 }] })).toEqual(["Items.0.PartId"]);
    expect(
      await fields({ Items: Array.from({ length: 101 }, (_, i) => ({ PartId: i + 1, Quantity: 1 })) }),
    ).toEqual(["Items"]);
    expect(await fields({ LocationId: 999_999 })).toEqual(["LocationId"]);
  });

  it("keeps the calls to the roles that hold them, and other organisations' requests hidden", async () => {
    const [filter] = consumables;
    const request = await create([{ PartId: filter!.partId, Quantity: 1 }]);
    for (const email of [LEASE, VIEWER]) {
      await expectStatus(email, "GetMaterialRequestList", {}, 403);
      await expectStatus(email, "CreateMaterialRequest", { LocationId: site.id, Items: [] }, 403);
      await expectStatus(email, "FulfilMaterialRequest", { Id: request.Id, WarehouseId: warehouse.id }, 403);
    }
    const list = (await (
      await post(TECH, "GetMaterialRequestList", {})
    ).json()) as ListReply<MaterialRequestListRow>;
    expect(list.Rows[0]).toMatchObject({ Id: request.Id, StatusName: "Awaiting Approval" });
    const foreign = await t.call("GET", `/api/FixedAsset/GetMaterialRequest?Id=${request.Id}`, {
      token: tokens[GLOBEX],
    });
    expect(foreign.statusCode).toBe(404);
    await expectStatus(GLOBEX, "ApproveMaterialRequest", { Id: request.Id }, 404);
    await expectStatus(GLOBEX, "DeleteMaterialRequest", { Id: request.Id }, 404);
    const awaiting = (await (
      await post(TECH, "GetMaterialRequestList", {
        FilterModel: { StatusId: { filterType: "set", values: [MaterialRequestStatus.Fulfilled] } },
        SortModel: [{ colId: "RequestNumber", sort: "asc" }],
      })
    ).json()) as ListReply<MaterialRequestListRow>;
    expect(awaiting.Rows.every((r) => r.StatusId === MaterialRequestStatus.Fulfilled)).toBe(true);
  });
});
