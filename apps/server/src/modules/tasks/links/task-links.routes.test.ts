import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import {
  AuditEntityType,
  ModuleId,
  TaskStatus,
  type StatusReply,
  type TaskHistoryEntry,
  type TaskLinkReply,
  type TaskLinks,
} from "@fieldstead/domain";
import { assets } from "../../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { readHistory } from "../../audit/audit.service.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

describe.each(testBackends())("links between work orders and to assets on %s", (backend) => {
  let kit: TasksTestKit;
  let acmeAsset: { id: number; assetTag: string; name: string; category: string };
  let globexAssetId: number;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const firstAsset = async (orgId: number) =>
      (
        await kit.t.ctx.db
          .select({ id: assets.id, assetTag: assets.assetTag, name: assets.name, category: assets.category })
          .from(assets)
          .where(eq(assets.orgId, orgId))
          .orderBy(asc(assets.id))
          .limit(1)
      )[0]!;
    acmeAsset = await firstAsset(kit.who.admin.orgId);
    globexAssetId = (await firstAsset(kit.who.globexTech.orgId)).id;
  });
  afterAll(() => kit?.close());

  const add = (who: Who, body: Record<string, unknown>) =>
    kit.call(who, "POST", "/api/Task/AddTaskLink", body);
  const remove = (who: Who, LinkId: number) => kit.call(who, "POST", "/api/Task/RemoveTaskLink", { LinkId });
  const links = (who: Who, id: number) =>
    kit.ok<TaskLinks>(kit.call(who, "GET", `/api/Task/GetTaskLinks?Id=${id}`));
  const history = (id: number) =>
    kit.ok<TaskHistoryEntry[]>(kit.call("admin", "GET", `/api/Task/GetTaskHistory?Id=${id}`));

  it("links a work order to another and to an asset; the other work order sees the link too", async () => {
    const a = await kit.insertTask({ summary: "Chiller inspection" });
    const b = await kit.insertTask({ summary: "Chiller repair", statusId: TaskStatus.InProgress });
    const toTask = await kit.ok<TaskLinkReply>(add("admin", { TaskId: a, LinkedTaskId: b }));
    expect(toTask.StatusMessage).toMatch(/^WO-TEST-\d+ is now linked to WO-TEST-\d+\.$/);
    const toAsset = await kit.ok<TaskLinkReply>(add("tech", { TaskId: a, AssetId: acmeAsset.id }));
    expect(toAsset.Links.Assets).toEqual([
      expect.objectContaining({
        AssetId: acmeAsset.id,
        AssetTag: acmeAsset.assetTag,
        Name: acmeAsset.name,
        Category: acmeAsset.category,
      }),
    ]);

    const fromA = await links("tech", a);
    expect(fromA.Tasks).toEqual([
      expect.objectContaining({
        TaskId: b,
        Summary: "Chiller repair",
        StatusName: "In Progress",
        Direction: "Outgoing",
      }),
    ]);
    expect(fromA.Tasks[0]!.LinkedByName).toMatch(/\S+ \S+/);
    const fromB = await links("admin", b);
    expect(fromB.Tasks).toEqual([
      expect.objectContaining({ TaskId: a, Summary: "Chiller inspection", Direction: "Incoming" }),
    ]);
    expect(fromB.Assets).toEqual([]);
  });

  it("records each link and its removal in the history of both work orders and of the asset", async () => {
    const a = await kit.insertTask();
    const b = await kit.insertTask();
    const { Links } = await kit.ok<TaskLinkReply>(add("admin", { TaskId: a, LinkedTaskId: b }));
    await kit.ok(add("admin", { TaskId: a, AssetId: acmeAsset.id }));
    const [ofA, ofB] = [await history(a), await history(b)];
    expect(ofA.map((e) => e.Action)).toEqual(["LinkAdded", "LinkAdded"]);
    expect(ofA[0]!.Changes).toEqual([{ Field: "Linked asset", From: null, To: acmeAsset.assetTag }]);
    expect(ofB).toHaveLength(1);
    expect(ofB[0]!.Summary).toMatch(/^Linked to work order WO-TEST-\d+ \(/);
    const assetHistory = await readHistory(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Asset, {
      Id: acmeAsset.id,
      PageSize: 5,
    });
    expect(assetHistory.Entries[0]).toMatchObject({ Action: "LinkAdded" });

    const linkId = Links.Tasks[0]!.LinkId;
    const removed = await kit.ok<StatusReply>(remove("admin", linkId));
    expect(removed.StatusMessage).toContain("is no longer linked to");
    expect((await links("admin", a)).Tasks).toEqual([]);
    expect((await links("admin", b)).Tasks).toEqual([]);
    expect((await history(b))[0]).toMatchObject({
      Action: "LinkRemoved",
      Changes: [{ Field: "Linked work order", From: expect.stringMatching(/^WO-TEST-/), To: null }],
    });
    expect((await remove("admin", linkId)).statusCode).toBe(404);
  });

  it("refuses a link that exists already, made from either end, with 409 and a clear message", async () => {
    const a = await kit.insertTask();
    const b = await kit.insertTask();
    await kit.ok(add("admin", { TaskId: a, LinkedTaskId: b }));
    for (const body of [
      { TaskId: a, LinkedTaskId: b },
      { TaskId: b, LinkedTaskId: a },
    ]) {
      const again = await add("admin", body);
      expect(again.statusCode).toBe(409);
      expect(again.json().StatusMessage).toMatch(/^WO-TEST-\d+ and WO-TEST-\d+ are linked already\.$/);
    }
    await kit.ok(add("admin", { TaskId: a, AssetId: acmeAsset.id }));
    const asset = await add("admin", { TaskId: a, AssetId: acmeAsset.id });
    expect(asset.statusCode).toBe(409);
    expect(asset.json().StatusMessage).toContain(`is linked to asset ${acmeAsset.assetTag} already.`);
    expect((await links("admin", a)).Tasks).toHaveLength(1);
  });

  it.each([
    ["neither a work order nor an asset", {}, "LinkedTaskId"],
    ["both a work order and an asset", { LinkedTaskId: 1, AssetId: 1 }, "AssetId"],
    ["a text for the asset", { AssetId: "ACM-1" }, "AssetId"],
  ])("answers 400 naming the field for %s", async (_, body, field) => {
    const a = await kit.insertTask();
    const res = await add("admin", { TaskId: a, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(field);
  });

  it("answers 400 for a link of a work order to itself", async () => {
    const a = await kit.insertTask();
    const res = await add("admin", { TaskId: a, LinkedTaskId: a });
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain("LinkedTaskId: A work order cannot be linked to itself.");
  });

  it("answers 404 for another organisation's work order or asset, on every call", async () => {
    const a = await kit.insertTask();
    const globexTask = await kit.insertTask({
      orgId: kit.who.globexTech.orgId,
      assigneeId: null,
      createdById: null,
    });
    expect((await add("admin", { TaskId: a, LinkedTaskId: globexTask })).statusCode).toBe(404);
    expect((await add("admin", { TaskId: globexTask, LinkedTaskId: a })).statusCode).toBe(404);
    const asset = await add("admin", { TaskId: a, AssetId: globexAssetId });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().StatusMessage).toBe(`Asset ${globexAssetId} not found`);
    expect((await kit.call("globexTech", "GET", `/api/Task/GetTaskLinks?Id=${a}`)).statusCode).toBe(404);
    const { Links } = await kit.ok<TaskLinkReply>(add("admin", { TaskId: a, AssetId: acmeAsset.id }));
    expect((await remove("globexTech", Links.Assets[0]!.LinkId)).statusCode).toBe(404);
    expect((await links("admin", a)).Assets).toHaveLength(1);
  });

  it("answers 403 to a role without work orders, and to one without the link right (who may still see links)", async () => {
    const a = await kit.insertTask();
    const b = await kit.insertTask();
    expect((await kit.call("viewer", "GET", `/api/Task/GetTaskLinks?Id=${a}`)).statusCode).toBe(403);
    expect((await add("lease", { TaskId: a, LinkedTaskId: b })).statusCode).toBe(403);
    const { Links } = await kit.ok<TaskLinkReply>(add("admin", { TaskId: a, LinkedTaskId: b }));
    const tech = { record: { RoleId: kit.who.tech.roleId } } as SignedIn;
    await revokeModule(kit.t, tech, { moduleId: ModuleId.TaskLink, parentId: ModuleId.TaskOperations });
    expect((await add("tech", { TaskId: a, AssetId: acmeAsset.id })).statusCode).toBe(403);
    expect((await remove("tech", Links.Tasks[0]!.LinkId)).statusCode).toBe(403);
    expect((await links("tech", a)).Tasks).toHaveLength(1);
  });
});
