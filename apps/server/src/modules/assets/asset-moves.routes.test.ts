import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssetStatus,
  DomainEventType,
  ModuleId,
  MoveRequestStatus,
  type CreateRequestReply,
  type ListReply,
  type MoveRequestDetails,
  type MoveRequestListRow,
} from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  assetHistory,
  assetRow,
  countRows,
  freeAssets,
  locationName,
  orgOf,
  otherLocation,
  placeAsset,
  requestEvents,
  setLocationStatus,
  stockOf,
  warehouseOf,
  type FixtureAsset,
} from "./asset-moves.test-fixtures.ts";

const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const LEASE = "lease@acme.example";
const VIEWER = "viewer@acme.example";
const GLOBEX = "admin@globex.example";

describe.each(testBackends())("move requests on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let orgId: number;
  /** Serialized assets outside the warehouse, handed out one test at a time. */
  let pool: FixtureAsset[] = [];

  const post = (email: string, path: string, body: unknown) =>
    t.call("POST", `/api/FixedAsset/${path}`, { token: tokens[email], body });
  const details = async (id: number, email = ADMIN): Promise<MoveRequestDetails> => {
    const res = await t.call("GET", `/api/FixedAsset/GetMoveRequest?Id=${id}`, { token: tokens[email] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MoveRequestDetails;
  };
  const create = async (assetIds: number[], toLocationId: number, email = ADMIN) => {
    const res = await post(email, "CreateMoveRequest", {
      AssetIds: assetIds,
      ToLocationId: toLocationId,
      Reason: "Site refit",
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreateRequestReply;
  };
  const step = async (path: string, body: object, email = ADMIN, status = 200) => {
    const res = await post(email, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { StatusMessage: string; StatusId?: number; fields?: { field: string }[] };
  };
  const take = (n: number, locationId?: number): FixtureAsset[] => {
    const at = locationId ?? pool[0]!.locationId;
    const picked = pool.filter((a) => a.locationId === at).slice(0, n);
    if (picked.length < n) throw new Error("not enough assets at one place");
    pool = pool.filter((a) => !picked.includes(a));
    return picked;
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
    pool = await freeAssets(t.ctx.db, orgId, { serialized: true, inWarehouse: false });
    // Start with the place holding the most assets, so bulk moves find several together.
    const counts = new Map<number, number>();
    for (const a of pool) counts.set(a.locationId, (counts.get(a.locationId) ?? 0) + 1);
    const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    pool.sort((a, b) => Number(b.locationId === busiest) - Number(a.locationId === busiest));
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("moves the assets only when the request is approved and carried out, recording each step", async () => {
    const [asset] = take(1);
    const from = asset!.locationId;
    const to = await otherLocation(t.ctx.db, orgId, [from]);
    const created = await create([asset!.id], to.id);
    expect(created.RequestNumber).toMatch(/^MR-\d{6}$/);

    let request = await details(created.Id);
    expect(request).toMatchObject({
      StatusName: "Awaiting Approval",
      FromLocationId: from,
      ToLocationId: to.id,
      AssetCount: 1,
    });
    expect(request.Steps).toEqual(["Approve", "Reject", "Cancel"]);
    expect((await assetRow(t.ctx.db, asset!.id)).locationId).toBe(from);

    expect((await step("ApproveMoveRequest", { Id: created.Id })).StatusId).toBe(MoveRequestStatus.Approved);
    expect((await assetRow(t.ctx.db, asset!.id)).locationId).toBe(from);
    await step("CompleteMoveRequest", { Id: created.Id });
    expect((await assetRow(t.ctx.db, asset!.id)).locationId).toBe(to.id);

    request = await details(created.Id);
    expect(request.StatusName).toBe("Completed");
    expect(request.Steps).toEqual([]);
    expect(request.Assets[0]).toMatchObject({ AssetTag: asset!.assetTag, LocationName: to.name });
    expect(request.Timeline.map((s) => s.Action)).toEqual(["Requested", "Approved", "Completed"]);
    expect(request.Timeline[0]).toMatchObject({
      Comment: "Site refit",
      EmployeeName: expect.stringMatching(/\S/),
    });

    const fromName = await locationName(t.ctx.db, from);
    const history = await assetHistory(t.ctx.db, orgId, asset!.id);
    expect(history.slice(0, 3).map((h) => h.Summary)).toEqual([
      `Moved from ${fromName} to ${to.name} (${created.RequestNumber})`,
      `Move approved (${created.RequestNumber})`,
      `Move requested to ${to.name} (${created.RequestNumber})`,
    ]);
    expect(history[0]).toMatchObject({
      Action: "Moved",
      Changes: [{ Field: "Location", From: fromName, To: to.name }],
    });

    const events = await requestEvents(t.ctx.db, orgId, "move_request", created.Id);
    expect(events.map((e) => e.eventType)).toEqual([
      DomainEventType.MoveRequestCreated,
      DomainEventType.MoveRequestApproved,
      DomainEventType.MoveRequestCompleted,
    ]);
    // A new request concerns the approvers (the administrator, not the technician); decisions the requester.
    expect(events[0]!.concerns).toContain(ids[ADMIN]);
    expect(events[0]!.concerns).not.toContain(ids[TECH]);
    expect(events[1]!.concerns).toEqual([ids[ADMIN]]);
  });

  it("refreshes the warehouse stock and the status when an asset leaves a warehouse and comes back", async () => {
    const warehouse = await warehouseOf(t.ctx.db, orgId);
    const [stored] = await freeAssets(t.ctx.db, orgId, {
      serialized: true,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const before = await stockOf(t.ctx.db, orgId, warehouse.id, stored!.partId);
    const site = await otherLocation(t.ctx.db, orgId, [warehouse.id]);
    const out = await create([stored!.id], site.id);
    await step("ApproveMoveRequest", { Id: out.Id });
    await step("CompleteMoveRequest", { Id: out.Id }, TECH);
    expect(await assetRow(t.ctx.db, stored!.id)).toMatchObject({
      locationId: site.id,
      statusId: AssetStatus.Active,
    });
    expect(await stockOf(t.ctx.db, orgId, warehouse.id, stored!.partId)).toEqual({
      quantity: before.quantity - 1,
      serializedCount: before.serializedCount - 1,
    });
    const back = await create([stored!.id], warehouse.id);
    await step("ApproveMoveRequest", { Id: back.Id });
    await step("CompleteMoveRequest", { Id: back.Id });
    expect(await assetRow(t.ctx.db, stored!.id)).toMatchObject({ statusId: AssetStatus.InWarehouse });
    expect(await stockOf(t.ctx.db, orgId, warehouse.id, stored!.partId)).toEqual(before);
  });

  it("moves a consumable record whole, and its stock leaves the warehouse", async () => {
    const warehouse = await warehouseOf(t.ctx.db, orgId);
    const [record] = await freeAssets(t.ctx.db, orgId, {
      serialized: false,
      inWarehouse: true,
      locationId: warehouse.id,
    });
    const site = await otherLocation(t.ctx.db, orgId, [warehouse.id]);
    const request = await create([record!.id], site.id);
    await step("ApproveMoveRequest", { Id: request.Id });
    await step("CompleteMoveRequest", { Id: request.Id });
    expect(await assetRow(t.ctx.db, record!.id)).toMatchObject({
      locationId: site.id,
      quantity: record!.quantity,
    });
    expect((await stockOf(t.ctx.db, orgId, warehouse.id, record!.partId)).quantity).toBe(0);
  });

  it("leaves the assets where they were when the request is rejected, with the reason in their history", async () => {
    const [asset] = take(1);
    const to = await otherLocation(t.ctx.db, orgId, [asset!.locationId]);
    const request = await create([asset!.id], to.id);
    const noComment = await step("RejectMoveRequest", { Id: request.Id }, ADMIN, 400);
    expect(noComment.fields?.map((f) => f.field)).toEqual(["Comment"]);
    await step("RejectMoveRequest", { Id: request.Id, Comment: "Not this quarter" });
    expect((await assetRow(t.ctx.db, asset!.id)).locationId).toBe(asset!.locationId);
    expect((await assetHistory(t.ctx.db, orgId, asset!.id))[0]!.Summary).toBe(
      `Move rejected: Not this quarter (${request.RequestNumber})`,
    );
    const refused = await step("ApproveMoveRequest", { Id: request.Id }, ADMIN, 409);
    expect(refused.StatusMessage).toBe(
      `${request.RequestNumber} is Rejected: only a request awaiting approval can be approved.`,
    );
    await step("CompleteMoveRequest", { Id: request.Id }, ADMIN, 409);
    const events = await requestEvents(t.ctx.db, orgId, "move_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MoveRequestRejected,
      concerns: [ids[ADMIN]],
    });
  });

  it("refuses to carry out a move when an asset no longer stands where it did, writing nothing", async () => {
    const [first, second] = take(2);
    const to = await otherLocation(t.ctx.db, orgId, [first!.locationId]);
    const elsewhere = await otherLocation(t.ctx.db, orgId, [first!.locationId, to.id]);
    const request = await create([first!.id, second!.id], to.id);
    await step("ApproveMoveRequest", { Id: request.Id });
    await placeAsset(t.ctx.db, second!.id, elsewhere.id);
    const refused = await step("CompleteMoveRequest", { Id: request.Id }, ADMIN, 409);
    expect(refused.StatusMessage).toContain(
      `${second!.assetTag} (now at ${elsewhere.name}) no longer stands at`,
    );
    expect((await details(request.Id)).StatusName).toBe("Approved");
    expect((await assetRow(t.ctx.db, first!.id)).locationId).toBe(first!.locationId);
    expect((await assetHistory(t.ctx.db, orgId, first!.id))[0]!.Action).not.toBe("Moved");
    await step("CancelMoveRequest", { Id: request.Id });
  });

  it("refuses a move to where the assets are, from two places, to an inactive place, or of another organisation's asset", async () => {
    const [a] = take(1);
    const [b] = pool.filter((x) => x.locationId !== a!.locationId);
    const to = await otherLocation(t.ctx.db, orgId, [a!.locationId, b!.locationId]);
    const refusal = async (body: object, status = 400) => {
      const res = await post(ADMIN, "CreateMoveRequest", { Reason: "x", ...body });
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
    const globexOrg = await orgOf(t.ctx.db, ids[GLOBEX]!);
    const [foreign] = await freeAssets(t.ctx.db, globexOrg, { serialized: true, inWarehouse: false });
    expect((await refusal({ AssetIds: [foreign!.id], ToLocationId: to.id })).fields?.[0]?.field).toBe(
      "AssetIds",
    );
    await setLocationStatus(t.ctx.db, to.id, "Inactive");
    expect((await refusal({ AssetIds: [a!.id], ToLocationId: to.id })).fields?.[0]?.field).toBe(
      "ToLocationId",
    );
    await setLocationStatus(t.ctx.db, to.id, "Active");

    await create([a!.id], to.id);
    const held = await refusal({ AssetIds: [a!.id], ToLocationId: to.id }, 409);
    expect(held.StatusMessage).toMatch(
      new RegExp(`^${a!.assetTag} is already in an open move request \\(MR-\\d{6}\\)$`),
    );
  });

  it("lets a technician ask for and carry out a move, but not approve it nor move several assets at once", async () => {
    const [a, b] = take(2);
    const to = await otherLocation(t.ctx.db, orgId, [a!.locationId]);
    const bulk = await post(TECH, "CreateMoveRequest", {
      AssetIds: [a!.id, b!.id],
      ToLocationId: to.id,
      Reason: "x",
    });
    expect(bulk.statusCode).toBe(403);
    const request = await create([a!.id], to.id, TECH);
    expect((await details(request.Id, TECH)).Steps).toEqual(["Cancel"]);
    await step("ApproveMoveRequest", { Id: request.Id }, TECH, 403);
    await step("ApproveMoveRequest", { Id: request.Id });
    expect((await details(request.Id, TECH)).Steps).toEqual(["Complete", "Cancel"]);
    await step("CompleteMoveRequest", { Id: request.Id }, TECH);
    const events = await requestEvents(t.ctx.db, orgId, "move_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MoveRequestCompleted,
      concerns: [ids[TECH]],
    });

    const own = await create([b!.id], to.id, TECH);
    await step("CancelMoveRequest", { Id: own.Id }, VIEWER, 403);
    await step("CancelMoveRequest", { Id: own.Id }, TECH);
    expect((await details(own.Id)).StatusName).toBe("Cancelled");
  });

  it.each([
    [LEASE, "CreateMoveRequest"],
    [VIEWER, "CreateMoveRequest"],
    [LEASE, "ApproveMoveRequest"],
    [VIEWER, "RejectMoveRequest"],
    [LEASE, "CompleteMoveRequest"],
  ])("refuses %s the call %s (403)", async (email, path) => {
    const [a] = pool;
    const res = await post(email, path, {
      Id: 1,
      AssetIds: [a!.id],
      ToLocationId: 1,
      Reason: "x",
      Comment: "x",
    });
    expect(res.statusCode).toBe(403);
  });

  it("lets the viewing roles read the list and a request, and keeps other organisations' requests hidden (404)", async () => {
    const [a] = take(1);
    const to = await otherLocation(t.ctx.db, orgId, [a!.locationId]);
    const request = await create([a!.id], to.id);
    for (const email of [LEASE, VIEWER]) {
      expect((await details(request.Id, email)).Steps).toEqual([]);
      expect((await post(email, "GetMoveRequestList", {})).statusCode).toBe(200);
    }
    const foreign = await t.call("GET", `/api/FixedAsset/GetMoveRequest?Id=${request.Id}`, {
      token: tokens[GLOBEX],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await post(GLOBEX, "ApproveMoveRequest", { Id: request.Id })).statusCode).toBe(404);
    expect((await post(GLOBEX, "CancelMoveRequest", { Id: request.Id })).statusCode).toBe(404);
    const globexList = (await (
      await post(GLOBEX, "GetMoveRequestList", {})
    ).json()) as ListReply<MoveRequestListRow>;
    expect(globexList.Rows.some((r) => r.Id === request.Id)).toBe(false);
    const badId = await t.call("GET", "/api/FixedAsset/GetMoveRequest?Id=abc", { token: tokens[ADMIN] });
    expect(badId.statusCode).toBe(400);
  });

  it("lists requests newest first, filtered by status and by asset, sorted and searched on the server", async () => {
    const list = async (body: object) => {
      const res = await post(ADMIN, "GetMoveRequestList", body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListReply<MoveRequestListRow>;
    };
    const all = await list({});
    expect(all.TotalCount).toBeGreaterThan(5);
    expect(all.Rows.map((r) => r.RequestedAt)).toEqual(
      [...all.Rows.map((r) => r.RequestedAt)].sort().reverse(),
    );
    const awaiting = await list({
      FilterModel: { StatusId: { filterType: "set", values: [MoveRequestStatus.AwaitingApproval] } },
    });
    expect(awaiting.Rows.every((r) => r.StatusName === "Awaiting Approval")).toBe(true);
    expect(awaiting.TotalCount).toBe(
      all.Rows.filter((r) => r.StatusId === MoveRequestStatus.AwaitingApproval).length,
    );
    const one = all.Rows.find((r) => r.StatusId === MoveRequestStatus.Completed)!;
    const assetId = (await details(one.Id)).Assets[0]!.AssetId;
    const ofAsset = await list({ AssetId: assetId });
    expect(ofAsset.Rows.map((r) => r.Id)).toContain(one.Id);
    expect((await list({ Search: one.RequestNumber })).Rows.map((r) => r.Id)).toEqual([one.Id]);
    const byNumber = await list({ SortModel: [{ colId: "RequestNumber", sort: "asc" }] });
    expect(byNumber.Rows.map((r) => r.RequestNumber)).toEqual(
      [...byNumber.Rows.map((r) => r.RequestNumber)].sort(),
    );
    expect(
      (await post(ADMIN, "GetMoveRequestList", { SortModel: [{ colId: "Colour", sort: "asc" }] })).statusCode,
    ).toBe(400);
    expect(await countRows(t.ctx.db, "move_requests")).toBeGreaterThanOrEqual(all.TotalCount);
  });

  it("needs Bulk Asset Movement for more than one asset", async () => {
    expect(ModuleId.BulkMovement).toBe(1047);
    const [a, b] = take(2);
    const to = await otherLocation(t.ctx.db, orgId, [a!.locationId]);
    const request = await create([a!.id, b!.id], to.id);
    expect((await details(request.Id)).AssetCount).toBe(2);
  });
});
