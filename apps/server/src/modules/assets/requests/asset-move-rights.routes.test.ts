import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DomainEventType,
  ModuleId,
  MoveRequestStatus,
  type ListReply,
  type MoveRequestListRow,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { countRows, otherLocation, requestEvents } from "./asset-moves.test-fixtures.ts";
import { openMoveTestKit, type MoveTestKit } from "./asset-requests.test-kit.ts";

describe.each(testBackends())("move request rights and lists on %s", (backend) => {
  let m: MoveTestKit;

  beforeAll(async () => {
    m = await openMoveTestKit(backend);
  });
  afterAll(() => m?.kit.close());

  it("lets a technician ask for and carry out a move, but not approve it nor move several assets at once", async () => {
    const [a, b] = m.pool.take(2);
    const to = await otherLocation(m.db, m.orgId, [a!.locationId]);
    const bulk = await m.post("tech", "CreateMoveRequest", {
      AssetIds: [a!.id, b!.id],
      ToLocationId: to.id,
      Reason: "x",
    });
    expect(bulk.statusCode).toBe(403);
    const request = await m.create([a!.id], to.id, "tech");
    expect((await m.details(request.Id, "tech")).Steps).toEqual(["Cancel"]);
    await m.step("ApproveMoveRequest", { Id: request.Id }, "tech", 403);
    await m.step("ApproveMoveRequest", { Id: request.Id });
    expect((await m.details(request.Id, "tech")).Steps).toEqual(["Complete", "Cancel"]);
    await m.step("CompleteMoveRequest", { Id: request.Id }, "tech");
    const events = await requestEvents(m.db, m.orgId, "move_request", request.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.MoveRequestCompleted,
      concerns: [m.kit.employeeIds.tech],
    });

    const own = await m.create([b!.id], to.id, "tech");
    await m.step("CancelMoveRequest", { Id: own.Id }, "viewer", 403);
    await m.step("CancelMoveRequest", { Id: own.Id }, "tech");
    expect((await m.details(own.Id)).StatusName).toBe("Cancelled");
  });

  it.each([
    ["lease", "CreateMoveRequest"],
    ["viewer", "CreateMoveRequest"],
    ["lease", "ApproveMoveRequest"],
    ["viewer", "RejectMoveRequest"],
    ["lease", "CompleteMoveRequest"],
  ] as const)("refuses %s the call %s (403)", async (account, path) => {
    const [a] = m.pool.left();
    const res = await m.post(account, path, {
      Id: 1,
      AssetIds: [a!.id],
      ToLocationId: 1,
      Reason: "x",
      Comment: "x",
    });
    expect(res.statusCode).toBe(403);
  });

  it("lets the viewing roles read the list and a request, and keeps other organisations' requests hidden (404)", async () => {
    const [a] = m.pool.take(1);
    const to = await otherLocation(m.db, m.orgId, [a!.locationId]);
    const request = await m.create([a!.id], to.id);
    for (const account of ["lease", "viewer"] as const) {
      expect((await m.details(request.Id, account)).Steps).toEqual([]);
      expect((await m.post(account, "GetMoveRequestList", {})).statusCode).toBe(200);
    }
    const foreign = await m.kit.call("globex", "GetMoveRequest", { query: { Id: request.Id } });
    expect(foreign.statusCode).toBe(404);
    expect((await m.post("globex", "ApproveMoveRequest", { Id: request.Id })).statusCode).toBe(404);
    expect((await m.post("globex", "CancelMoveRequest", { Id: request.Id })).statusCode).toBe(404);
    const globexList = (await (
      await m.post("globex", "GetMoveRequestList", {})
    ).json()) as ListReply<MoveRequestListRow>;
    expect(globexList.Rows.some((r) => r.Id === request.Id)).toBe(false);
    const badId = await m.kit.call("admin", "GetMoveRequest", { query: { Id: "abc" } });
    expect(badId.statusCode).toBe(400);
  });

  it("lists requests newest first, filtered by status and by asset, sorted and searched on the server", async () => {
    const list = async (body: object) => {
      const res = await m.post("admin", "GetMoveRequestList", body);
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
    const assetId = (await m.details(one.Id)).Assets[0]!.AssetId;
    const ofAsset = await list({ AssetId: assetId });
    expect(ofAsset.Rows.map((r) => r.Id)).toContain(one.Id);
    expect((await list({ Search: one.RequestNumber })).Rows.map((r) => r.Id)).toEqual([one.Id]);
    const byNumber = await list({ SortModel: [{ colId: "RequestNumber", sort: "asc" }] });
    expect(byNumber.Rows.map((r) => r.RequestNumber)).toEqual(
      [...byNumber.Rows.map((r) => r.RequestNumber)].sort(),
    );
    expect(
      (await m.post("admin", "GetMoveRequestList", { SortModel: [{ colId: "Colour", sort: "asc" }] }))
        .statusCode,
    ).toBe(400);
    expect(await countRows(m.db, "move_requests")).toBeGreaterThanOrEqual(all.TotalCount);
  });

  it("needs Bulk Asset Movement for more than one asset", async () => {
    expect(ModuleId.BulkMovement).toBe(1047);
    const [a, b] = m.pool.take(2);
    const to = await otherLocation(m.db, m.orgId, [a!.locationId]);
    const request = await m.create([a!.id, b!.id], to.id);
    expect((await m.details(request.Id)).AssetCount).toBe(2);
  });
});
