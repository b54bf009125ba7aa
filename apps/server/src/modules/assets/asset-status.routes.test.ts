import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AssetStatus, type AssetWriteReply, type HistoryReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  demoRecords,
  fieldsOf,
  historyOf,
  openAssetTestKit,
  putInMoveRequest,
  readAsset,
  stockOf,
  type AssetTestKit,
} from "./assets.test-kit.ts";

describe.each(testBackends())("asset status, verification, deletion and history on %s", (backend) => {
  let kit: AssetTestKit;
  let demo: Awaited<ReturnType<typeof demoRecords>>;
  let serial = 0;

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    demo = await demoRecords(kit.t, kit.acmeId);
  });
  afterAll(() => kit?.close());

  /** New serialized assets at a place (the site unless told). */
  const makeAssets = async (count: number, locationId = demo.site.id) =>
    (
      await kit.ok<AssetWriteReply>(
        kit.call("admin", "BulkCreateAssets", {
          body: {
            Assets: Array.from({ length: count }, () => ({
              PartId: demo.serializedPart.id,
              LocationId: locationId,
              SerialNumber: `STATUS-${++serial}`,
            })),
          },
        }),
      )
    ).Assets;
  const setStatus = (Ids: number[], StatusId: number, Comment?: string) =>
    kit.call("admin", "UpdateAssetStatus", { body: { Ids, StatusId, Comment }, version: 2 });

  it("changes the status of several assets, with a StatusChanged entry carrying the comment", async () => {
    const made = await makeAssets(2);
    const ids = made.map((a) => a.Id);
    await kit.ok(setStatus(ids, AssetStatus.InRepair, "Bearing noise"));
    for (const id of ids) {
      expect((await readAsset(kit.t, id))!.statusId).toBe(AssetStatus.InRepair);
      const [entry] = await historyOf(kit.t, id);
      expect(entry).toMatchObject({
        action: "StatusChanged",
        summary: "Status changed from Active to In Repair: Bearing noise",
        changes: [{ Field: "Status", From: "Active", To: "In Repair" }],
        employeeId: kit.employeeIds.admin,
      });
    }
  });

  it.each([
    ["In Warehouse away from a warehouse", AssetStatus.InWarehouse, false],
    ["anything but In Warehouse in a warehouse", AssetStatus.Active, true],
  ])("refuses %s, all or none (409 naming the asset)", async (_name, statusId, inWarehouse) => {
    const place = (isWarehouse: boolean) => (isWarehouse ? demo.warehouse.id : demo.site.id);
    const [good] = await makeAssets(1, place(!inWarehouse));
    const [bad] = await makeAssets(1, place(inWarehouse));
    const before = (await readAsset(kit.t, good!.Id))!.statusId;
    const res = await setStatus([good!.Id, bad!.Id], statusId);
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(["Ids.1"]);
    expect(res.json().StatusMessage).toContain(bad!.AssetTag);
    expect((await readAsset(kit.t, good!.Id))!.statusId).toBe(before);
  });

  it("lets a retired asset go back to Inactive only", async () => {
    const [asset] = await makeAssets(1);
    await kit.ok(setStatus([asset!.Id], AssetStatus.Retired));
    expect((await kit.call("admin", "ActivateAsset", { body: { Ids: [asset!.Id] } })).statusCode).toBe(409);
    await kit.ok(kit.call("admin", "DeactivateAsset", { body: { Ids: [asset!.Id] } }));
    await kit.ok(kit.call("admin", "ActivateAsset", { body: { Ids: [asset!.Id] } }));
    const actions = (await historyOf(kit.t, asset!.Id)).map((h) => h.action);
    expect(actions.slice(0, 3)).toEqual(["Activated", "Deactivated", "StatusChanged"]);
  });

  it("sets the verification state, recording VerificationChanged", async () => {
    const [asset] = await makeAssets(1);
    await kit.ok(
      kit.call("admin", "SetAssetVerification", {
        body: { Ids: [asset!.Id], VerificationState: "Verified" },
      }),
    );
    expect((await readAsset(kit.t, asset!.Id))!.verificationState).toBe("Verified");
    expect((await historyOf(kit.t, asset!.Id))[0]).toMatchObject({
      action: "VerificationChanged",
      changes: [{ Field: "Verification", From: "Newly Created", To: "Verified" }],
    });
    const bad = await kit.call("admin", "SetAssetVerification", {
      body: { Ids: [asset!.Id], VerificationState: "All" },
    });
    expect(fieldsOf(bad)).toEqual(["VerificationState"]);
  });

  it("refuses to delete assets standing in an open move request, naming their tags; deletes the others with their stock", async () => {
    const [held, free] = await makeAssets(2, demo.warehouse.id);
    await putInMoveRequest(kit.t, kit.acmeId, [held!.Id], {
      fromId: demo.warehouse.id,
      toId: demo.site.id,
      number: "MR-T00001",
    });
    const stock = await stockOf(kit.t, demo.warehouse.id, demo.serializedPart.id);
    const refused = await kit.call("admin", "DeleteAsset", { body: { Ids: [held!.Id, free!.Id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().StatusMessage).toContain(`${held!.AssetTag} (MR-T00001, Awaiting Approval)`);
    expect(await readAsset(kit.t, free!.Id)).toBeDefined();
    await kit.ok(
      kit.call("admin", "UpdateAssetComponents", {
        body: { AssetId: free!.Id, Add: [{ PartId: demo.consumablePart.id, Quantity: 1 }] },
      }),
    );
    await kit.ok(kit.call("admin", "DeleteAsset", { body: { Ids: [free!.Id] } }));
    expect(await readAsset(kit.t, free!.Id)).toBeUndefined();
    expect((await historyOf(kit.t, free!.Id))[0]).toMatchObject({
      action: "Deleted",
      employeeId: kit.employeeIds.admin,
    });
    expect((await stockOf(kit.t, demo.warehouse.id, demo.serializedPart.id)).quantity).toBe(
      stock.quantity - 1,
    );
  });

  it("answers the history newest first, a page at a time, with who made each change", async () => {
    const [asset] = await makeAssets(1);
    await kit.ok(setStatus([asset!.Id], AssetStatus.InRepair));
    await kit.ok(setStatus([asset!.Id], AssetStatus.Active));
    const first = await kit.ok<HistoryReply>(
      kit.call("lease", "GetAssetHistory", { body: { Id: asset!.Id, PageSize: 2 } }),
    );
    expect(first.Entries.map((e) => e.Action)).toEqual(["StatusChanged", "StatusChanged"]);
    expect(first.Entries[0]!.EmployeeName).toMatch(/\w+ \w+/);
    const rest = await kit.ok<HistoryReply>(
      kit.call("lease", "GetAssetHistory", {
        body: { Id: asset!.Id, PageSize: 2, Before: first.NextBefore },
      }),
    );
    expect(rest.Entries.map((e) => e.Action)).toEqual(["Created"]);
    expect(rest.NextBefore).toBeNull();
    expect((await kit.call("globex", "GetAssetHistory", { body: { Id: asset!.Id } })).statusCode).toBe(404);
  });
});
