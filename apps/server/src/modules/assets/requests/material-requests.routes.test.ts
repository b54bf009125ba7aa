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
import { testBackends } from "../../../test/test-databases.ts";
import {
  assetHistory,
  assetRow,
  consumableAt,
  countRows,
  freeAssets,
  orgOf,
  partNumberOf,
  requestEvents,
} from "./asset-moves.test-fixtures.ts";
import { openWarehouseTestKit, type WarehouseTestKit } from "./asset-requests.test-kit.ts";
import { stockOf, type Account } from "../assets.test-kit.ts";

describe.each(testBackends())("material requests on %s", (backend) => {
  let wk: WarehouseTestKit;
  /** A serialized part with at least two assets in the warehouse. */
  let serializedPartId: number;

  const expectStatus = (account: Account, path: string, body: unknown, status: number) =>
    wk.kit.ok<{ StatusMessage: string; fields?: { field: string; message: string }[] }>(
      wk.post(account, path, body),
      status,
    );
  const details = (id: number, account: Account = "admin") =>
    wk.kit.ok<MaterialRequestDetails>(wk.kit.call(account, "GetMaterialRequest", { query: { Id: id } }));
  const create = (items: { PartId: number; Quantity: number }[], account: Account = "tech") =>
    wk.kit.ok<CreateRequestReply>(
      wk.post(account, "CreateMaterialRequest", {
        LocationId: wk.site.id,
        NeededBy: "2026-12-01",
        Notes: "For the chiller service",
        Items: items,
      }),
    );
  const approved = async (items: { PartId: number; Quantity: number }[]) => {
    const request = await create(items);
    await expectStatus("admin", "ApproveMaterialRequest", { Id: request.Id }, 200);
    return request;
  };

  beforeAll(async () => {
    wk = await openWarehouseTestKit(backend);
    const counts = new Map<number, number>();
    for (const a of wk.stored) counts.set(a.partId, (counts.get(a.partId) ?? 0) + 1);
    serializedPartId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(counts.get(serializedPartId)).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => wk?.kit.close());

  it("takes a request from asking through approval to delivery from the warehouse, all in one go", async () => {
    const [filter] = wk.consumables;
    const consumableBefore = await stockOf(wk.kit.t, wk.warehouse.id, filter!.partId);
    const serializedBefore = await stockOf(wk.kit.t, wk.warehouse.id, serializedPartId);
    const request = await create([
      { PartId: filter!.partId, Quantity: 2 },
      { PartId: serializedPartId, Quantity: 1 },
    ]);
    expect(request.RequestNumber).toMatch(/^MAT-\d{6}$/);
    let shown = await details(request.Id, "tech");
    expect(shown).toMatchObject({
      StatusName: "Awaiting Approval",
      ItemCount: 2,
      TotalQuantity: 3,
      LocationName: wk.site.name,
    });
    expect(shown.Steps).toEqual([]);
    expect((await details(request.Id)).Steps).toEqual(["Approve", "Reject", "Delete"]);

    await expectStatus("tech", "ApproveMaterialRequest", { Id: request.Id }, 403);
    await expectStatus(
      "tech",
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: wk.warehouse.id },
      409,
    );
    await expectStatus("admin", "ApproveMaterialRequest", { Id: request.Id }, 200);
    expect((await details(request.Id, "tech")).Steps).toEqual(["Fulfil"]);
    await expectStatus(
      "tech",
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: wk.warehouse.id },
      200,
    );

    shown = await details(request.Id);
    expect(shown).toMatchObject({ StatusName: "Fulfilled", WarehouseName: wk.warehouse.name });
    expect(shown.Timeline.map((s) => s.Action)).toEqual(["Requested", "Approved", "Fulfilled"]);
    expect(await stockOf(wk.kit.t, wk.warehouse.id, filter!.partId)).toMatchObject({
      quantity: consumableBefore.quantity - 2,
    });
    expect(await stockOf(wk.kit.t, wk.warehouse.id, serializedPartId)).toEqual({
      quantity: serializedBefore.quantity - 1,
      serializedCount: serializedBefore.serializedCount - 1,
    });
    expect(
      (await consumableAt(wk.db, wk.orgId, filter!.partId, wk.site.id))?.quantity,
    ).toBeGreaterThanOrEqual(2);
    const filterHistory = await assetHistory(wk.db, wk.orgId, filter!.id);
    expect(filterHistory[0]!.Summary).toBe(
      `Moved 2 of ${filter!.quantity} from ${wk.warehouse.name} to ${wk.site.name} (${request.RequestNumber})`,
    );

    const movements = (await (
      await wk.post("admin", "GetWarehouseMovements", {
        WarehouseId: wk.warehouse.id,
        FilterModel: {
          MaterialRequestNumber: { filterType: "text", type: "equals", filter: request.RequestNumber },
        },
      })
    ).json()) as ListReply<WarehouseMovementRow>;
    expect(movements.TotalCount).toBe(2);
    expect(movements.Rows.every((m) => m.Direction === "Out" && m.OtherLocationName === wk.site.name)).toBe(
      true,
    );
    const issued = movements.Rows.filter((m) => m.AssetId !== filter!.id).map((m) => m.AssetId!);
    for (const assetId of issued)
      expect(await assetRow(wk.db, assetId)).toMatchObject({
        locationId: wk.site.id,
        statusId: AssetStatus.Active,
      });

    const events = await requestEvents(wk.db, wk.orgId, "material_request", request.Id);
    expect(events.map((e) => e.eventType)).toEqual([
      DomainEventType.MaterialRequestCreated,
      DomainEventType.MaterialRequestApproved,
      DomainEventType.MaterialRequestFulfilled,
    ]);
    expect(events[0]!.concerns).toContain(wk.kit.employeeIds.admin);
    expect(events[2]!.concerns).toEqual([wk.kit.employeeIds.tech]);
    await expectStatus("admin", "DeleteMaterialRequest", { Id: request.Id }, 409);
  });

  it("issues nothing when any item is short, naming each short item", async () => {
    const [, second] = wk.consumables;
    const onHand = (await stockOf(wk.kit.t, wk.warehouse.id, second!.partId)).quantity;
    const partNumber = await partNumberOf(wk.db, second!.partId);
    const request = await approved([
      { PartId: serializedPartId, Quantity: 1 },
      { PartId: second!.partId, Quantity: onHand + 1 },
    ]);
    const movementsBefore = await countRows(wk.db, "warehouse_movements");
    const refused = await expectStatus(
      "tech",
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: wk.warehouse.id },
      400,
    );
    expect(refused.fields).toEqual([
      { field: "Items.1.Quantity", message: `only ${onHand} of ${partNumber} in ${wk.warehouse.name}` },
    ]);
    expect(refused.StatusMessage).toContain(
      `Items.1.Quantity: only ${onHand} of ${partNumber} in ${wk.warehouse.name}`,
    );
    expect(await countRows(wk.db, "warehouse_movements")).toBe(movementsBefore);
    expect((await stockOf(wk.kit.t, wk.warehouse.id, second!.partId)).quantity).toBe(onHand);
    expect((await details(request.Id)).StatusName).toBe("Approved");
    const notWarehouse = await expectStatus(
      "tech",
      "FulfilMaterialRequest",
      { Id: request.Id, WarehouseId: wk.site.id },
      400,
    );
    expect(notWarehouse.fields?.[0]?.field).toBe("WarehouseId");
  });

  it("rejects with a comment, and deletes what is not fulfilled (with the right to delete)", async () => {
    const [filter] = wk.consumables;
    const request = await create([{ PartId: filter!.partId, Quantity: 1 }]);
    const noComment = await expectStatus("admin", "RejectMaterialRequest", { Id: request.Id }, 400);
    expect(noComment.fields?.[0]?.field).toBe("Comment");
    await expectStatus(
      "admin",
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
    await expectStatus("tech", "DeleteMaterialRequest", { Id: request.Id }, 403);
    await expectStatus("admin", "DeleteMaterialRequest", { Id: request.Id }, 200);
    const gone = await wk.kit.call("admin", "GetMaterialRequest", { query: { Id: request.Id } });
    expect(gone.statusCode).toBe(404);
    const events = await requestEvents(wk.db, wk.orgId, "material_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MaterialRequestDeleted,
      concerns: [wk.kit.employeeIds.tech],
    });
  });

  it("refuses bad requests naming the field", async () => {
    const [filter] = wk.consumables;
    const globexOrg = await orgOf(wk.db, wk.kit.employeeIds.globex);
    const [foreign] = await freeAssets(wk.db, globexOrg, { serialized: false, inWarehouse: true });
    const fields = async (body: object) =>
      (
        await expectStatus(
          "tech",
          "CreateMaterialRequest",
          { LocationId: wk.site.id, Items: [{ PartId: filter!.partId, Quantity: 1 }], ...body },
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
    const [filter] = wk.consumables;
    const request = await create([{ PartId: filter!.partId, Quantity: 1 }]);
    for (const account of ["lease", "viewer"] as const) {
      await expectStatus(account, "GetMaterialRequestList", {}, 403);
      await expectStatus(account, "CreateMaterialRequest", { LocationId: wk.site.id, Items: [] }, 403);
      await expectStatus(
        account,
        "FulfilMaterialRequest",
        { Id: request.Id, WarehouseId: wk.warehouse.id },
        403,
      );
    }
    const list = (await (
      await wk.post("tech", "GetMaterialRequestList", {})
    ).json()) as ListReply<MaterialRequestListRow>;
    expect(list.Rows[0]).toMatchObject({ Id: request.Id, StatusName: "Awaiting Approval" });
    const foreign = await wk.kit.call("globex", "GetMaterialRequest", { query: { Id: request.Id } });
    expect(foreign.statusCode).toBe(404);
    await expectStatus("globex", "ApproveMaterialRequest", { Id: request.Id }, 404);
    await expectStatus("globex", "DeleteMaterialRequest", { Id: request.Id }, 404);
    const awaiting = (await (
      await wk.post("tech", "GetMaterialRequestList", {
        FilterModel: { StatusId: { filterType: "set", values: [MaterialRequestStatus.Fulfilled] } },
        SortModel: [{ colId: "RequestNumber", sort: "asc" }],
      })
    ).json()) as ListReply<MaterialRequestListRow>;
    expect(awaiting.Rows.every((r) => r.StatusId === MaterialRequestStatus.Fulfilled)).toBe(true);
  });
});
