import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AssetStatus, DomainEventType, MoveRequestStatus } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import {
  assetHistory,
  assetRow,
  freeAssets,
  locationName,
  orgOf,
  otherLocation,
  placeAsset,
  requestEvents,
  setLocationStatus,
  warehouseOf,
} from "./asset-moves.test-fixtures.ts";
import { openMoveTestKit, type MoveTestKit } from "./asset-requests.test-kit.ts";
import { stockOf } from "../assets.test-kit.ts";

describe.each(testBackends())("move requests on %s", (backend) => {
  let m: MoveTestKit;

  beforeAll(async () => {
    m = await openMoveTestKit(backend);
  });
  afterAll(() => m?.kit.close());

  it("moves the assets only when the request is approved and carried out, recording each step", async () => {
    const [asset] = m.pool.take(1);
    const from = asset!.locationId;
    const to = await otherLocation(m.db, m.orgId, [from]);
    const created = await m.create([asset!.id], to.id);
    expect(created.RequestNumber).toMatch(/^MR-\d{6}$/);

    let request = await m.details(created.Id);
    expect(request).toMatchObject({
      StatusName: "Awaiting Approval",
      FromLocationId: from,
      ToLocationId: to.id,
      AssetCount: 1,
    });
    expect(request.Steps).toEqual(["Approve", "Reject", "Cancel"]);
    expect((await assetRow(m.db, asset!.id)).locationId).toBe(from);

    expect((await m.step("ApproveMoveRequest", { Id: created.Id })).StatusId).toBe(
      MoveRequestStatus.Approved,
    );
    expect((await assetRow(m.db, asset!.id)).locationId).toBe(from);
    await m.step("CompleteMoveRequest", { Id: created.Id });
    expect((await assetRow(m.db, asset!.id)).locationId).toBe(to.id);

    request = await m.details(created.Id);
    expect(request.StatusName).toBe("Completed");
    expect(request.Steps).toEqual([]);
    expect(request.Assets[0]).toMatchObject({ AssetTag: asset!.assetTag, LocationName: to.name });
    expect(request.Timeline.map((s) => s.Action)).toEqual(["Requested", "Approved", "Completed"]);
    expect(request.Timeline[0]).toMatchObject({
      Comment: "Site refit",
      EmployeeName: expect.stringMatching(/\S/),
    });

    const fromName = await locationName(m.db, from);
    const history = await assetHistory(m.db, m.orgId, asset!.id);
    expect(history.slice(0, 3).map((h) => h.Summary)).toEqual([
      `Moved from ${fromName} to ${to.name} (${created.RequestNumber})`,
      `Move approved (${created.RequestNumber})`,
      `Move requested to ${to.name} (${created.RequestNumber})`,
    ]);
    expect(history[0]).toMatchObject({
      Action: "Moved",
      Changes: [{ Field: "Location", From: fromName, To: to.name }],
    });

    const events = await requestEvents(m.db, m.orgId, "move_request", created.Id);
    expect(events.map((e) => e.eventType)).toEqual([
      DomainEventType.MoveRequestCreated,
      DomainEventType.MoveRequestApproved,
      DomainEventType.MoveRequestCompleted,
    ]);
    // A new request concerns the approvers (the administrator, not the technician); decisions the requester.
    expect(events[0]!.concerns).toContain(m.kit.employeeIds.admin);
    expect(events[0]!.concerns).not.toContain(m.kit.employeeIds.tech);
    expect(events[1]!.concerns).toEqual([m.kit.employeeIds.admin]);
  });

  it("refreshes the warehouse stock and the status when an asset leaves a warehouse and comes back", async () => {
    const warehouse = await warehouseOf(m.db, m.orgId);
    const [stored] = await freeAssets(m.db, m.orgId, {
      serialized: true,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const before = await stockOf(m.kit.t, warehouse.id, stored!.partId);
    const site = await otherLocation(m.db, m.orgId, [warehouse.id]);
    const out = await m.create([stored!.id], site.id);
    await m.step("ApproveMoveRequest", { Id: out.Id });
    await m.step("CompleteMoveRequest", { Id: out.Id }, "tech");
    expect(await assetRow(m.db, stored!.id)).toMatchObject({
      locationId: site.id,
      statusId: AssetStatus.Active,
    });
    expect(await stockOf(m.kit.t, warehouse.id, stored!.partId)).toEqual({
      quantity: before.quantity - 1,
      serializedCount: before.serializedCount - 1,
    });
    const back = await m.create([stored!.id], warehouse.id);
    await m.step("ApproveMoveRequest", { Id: back.Id });
    await m.step("CompleteMoveRequest", { Id: back.Id });
    expect(await assetRow(m.db, stored!.id)).toMatchObject({ statusId: AssetStatus.InWarehouse });
    expect(await stockOf(m.kit.t, warehouse.id, stored!.partId)).toEqual(before);
  });

  it("moves a consumable record whole, and its stock leaves the warehouse", async () => {
    const warehouse = await warehouseOf(m.db, m.orgId);
    const [record] = await freeAssets(m.db, m.orgId, {
      serialized: false,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const site = await otherLocation(m.db, m.orgId, [warehouse.id]);
    const request = await m.create([record!.id], site.id);
    await m.step("ApproveMoveRequest", { Id: request.Id });
    await m.step("CompleteMoveRequest", { Id: request.Id });
    expect(await assetRow(m.db, record!.id)).toMatchObject({
      locationId: site.id,
      quantity: record!.quantity,
    });
    expect((await stockOf(m.kit.t, warehouse.id, record!.partId)).quantity).toBe(0);
  });

  it("leaves the assets where they were when the request is rejected, with the reason in their history", async () => {
    const [asset] = m.pool.take(1);
    const to = await otherLocation(m.db, m.orgId, [asset!.locationId]);
    const request = await m.create([asset!.id], to.id);
    const noComment = await m.step("RejectMoveRequest", { Id: request.Id }, "admin", 400);
    expect(noComment.fields?.map((f) => f.field)).toEqual(["Comment"]);
    await m.step("RejectMoveRequest", { Id: request.Id, Comment: "Not this quarter" });
    expect((await assetRow(m.db, asset!.id)).locationId).toBe(asset!.locationId);
    expect((await assetHistory(m.db, m.orgId, asset!.id))[0]!.Summary).toBe(
      `Move rejected: Not this quarter (${request.RequestNumber})`,
    );
    const refused = await m.step("ApproveMoveRequest", { Id: request.Id }, "admin", 409);
    expect(refused.StatusMessage).toBe(
      `${request.RequestNumber} is Rejected: only a request awaiting approval can be approved.`,
    );
    await m.step("CompleteMoveRequest", { Id: request.Id }, "admin", 409);
    const events = await requestEvents(m.db, m.orgId, "move_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MoveRequestRejected,
      concerns: [m.kit.employeeIds.admin],
    });
  });

  it("refuses to carry out a move when an asset no longer stands where it did, writing nothing", async () => {
    const [first, second] = m.pool.take(2);
    const to = await otherLocation(m.db, m.orgId, [first!.locationId]);
    const elsewhere = await otherLocation(m.db, m.orgId, [first!.locationId, to.id]);
    const request = await m.create([first!.id, second!.id], to.id);
    await m.step("ApproveMoveRequest", { Id: request.Id });
    await placeAsset(m.db, second!.id, elsewhere.id);
    const refused = await m.step("CompleteMoveRequest", { Id: request.Id }, "admin", 409);
    expect(refused.StatusMessage).toContain(
      `${second!.assetTag} (now at ${elsewhere.name}) no longer stands at`,
    );
    expect((await m.details(request.Id)).StatusName).toBe("Approved");
    expect((await assetRow(m.db, first!.id)).locationId).toBe(first!.locationId);
    expect((await assetHistory(m.db, m.orgId, first!.id))[0]!.Action).not.toBe("Moved");
    await m.step("CancelMoveRequest", { Id: request.Id });
  });

  it("refuses a move to where the assets are, from two places, to an inactive place, or of another organisation's asset", async () => {
    const [a] = m.pool.take(1);
    const [b] = m.pool.left().filter((x) => x.locationId !== a!.locationId);
    const to = await otherLocation(m.db, m.orgId, [a!.locationId, b!.locationId]);
    const refusal = async (body: object, status = 400) => {
      const res = await m.post("admin", "CreateMoveRequest", { Reason: "x", ...body });
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { StatusMessage: string; fields?: { field: string }[] };
    };
    expect((await refusal({ AssetIds: [a!.id], ToLocationId: a!.locationId })).fields?.[0]?.field).toBe(
      "ToLocationId",
    );
    expect((await refusal({ AssetIds: [a!.id, b!.id], ToLocationId: to.id })).fields?.[0]?.field).toBe(
      "AssetIds",
    );
    expect((await refusal({ AssetIds: [a!.id], ToLocationId: to.id, Reason: " " })).fields?.[0]?.field).toBe(
      "Reason",
    );
    const globexOrg = await orgOf(m.db, m.kit.employeeIds.globex);
    const [foreign] = await freeAssets(m.db, globexOrg, { serialized: true, inWarehouse: false });
    expect((await refusal({ AssetIds: [foreign!.id], ToLocationId: to.id })).fields?.[0]?.field).toBe(
      "AssetIds",
    );
    await setLocationStatus(m.db, to.id, "Inactive");
    expect((await refusal({ AssetIds: [a!.id], ToLocationId: to.id })).fields?.[0]?.field).toBe(
      "ToLocationId",
    );
    await setLocationStatus(m.db, to.id, "Active");

    await m.create([a!.id], to.id);
    const held = await refusal({ AssetIds: [a!.id], ToLocationId: to.id }, 409);
    expect(held.StatusMessage).toMatch(
      new RegExp(`^${a!.assetTag} is already in an open move request \\(MR-\\d{6}\\)$`),
    );
  });
});
