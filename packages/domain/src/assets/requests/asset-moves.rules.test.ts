import { describe, expect, it } from "vitest";
import { AssetStatus, MaterialRequestStatus, MoveRequestStatus } from "../assets.enums.ts";
import {
  allowedMaterialRequestSteps,
  allowedMoveRequestSteps,
  checkMaterialRequestStep,
  checkMoveRequestStep,
  checkMoveSources,
  checkNeededBy,
  isOpenMoveRequest,
  moveSummaries,
  planFulfilment,
  relocatedStatus,
} from "./asset-moves.rules.ts";
import { CreateMaterialRequestSchema } from "./material-requests.schemas.ts";
import { ScanWarehouseSchema } from "../warehouse/warehouse.schemas.ts";

const S = MoveRequestStatus;
const M = MaterialRequestStatus;

describe("move request steps", () => {
  it.each([
    ["Approve", S.AwaitingApproval, true],
    ["Approve", S.Approved, false],
    ["Reject", S.AwaitingApproval, true],
    ["Reject", S.Rejected, false],
    ["Complete", S.Approved, true],
    ["Complete", S.AwaitingApproval, false],
    ["Complete", S.Completed, false],
    ["Cancel", S.AwaitingApproval, true],
    ["Cancel", S.Approved, true],
    ["Cancel", S.Completed, false],
    ["Cancel", S.Cancelled, false],
  ] as const)("%s from status %i: %s", (step, statusId, ok) => {
    expect(checkMoveRequestStep({ step, statusId, requestNumber: "MR-000004" }).ok).toBe(ok);
  });

  it.each([
    ["Approve", S.Rejected, "MR-000004 is Rejected: only a request awaiting approval can be approved."],
    [
      "Complete",
      S.AwaitingApproval,
      "MR-000004 is Awaiting Approval: only an approved request can be carried out.",
    ],
    [
      "Cancel",
      S.Completed,
      "MR-000004 is Completed: only a request awaiting approval or approved can be cancelled.",
    ],
  ] as const)("explains a refused %s from status %i", (step, statusId, message) => {
    expect(checkMoveRequestStep({ step, statusId, requestNumber: "MR-000004" })).toEqual({
      ok: false,
      message,
    });
  });

  it.each([
    [
      S.AwaitingApproval,
      { canApprove: true, canMove: true, isRequester: false },
      ["Approve", "Reject", "Cancel"],
    ],
    [S.AwaitingApproval, { canApprove: false, canMove: true, isRequester: true }, ["Cancel"]],
    [S.AwaitingApproval, { canApprove: false, canMove: true, isRequester: false }, []],
    [S.Approved, { canApprove: false, canMove: true, isRequester: false }, ["Complete"]],
    [S.Approved, { canApprove: true, canMove: false, isRequester: false }, ["Cancel"]],
    [S.Completed, { canApprove: true, canMove: true, isRequester: true }, []],
    [S.Rejected, { canApprove: true, canMove: true, isRequester: true }, []],
  ] as const)("status %i with %o offers %o", (statusId, rights, steps) => {
    expect(allowedMoveRequestSteps({ statusId, ...rights })).toEqual(steps);
  });

  it.each([
    [S.AwaitingApproval, true],
    [S.Approved, true],
    [S.Rejected, false],
    [S.Completed, false],
    [S.Cancelled, false],
  ] as const)("status %i holds its assets: %s", (statusId, open) => {
    expect(isOpenMoveRequest(statusId)).toBe(open);
  });
});

describe("material request steps", () => {
  it.each([
    ["Approve", M.AwaitingApproval, true],
    ["Reject", M.Approved, false],
    ["Fulfil", M.Approved, true],
    ["Fulfil", M.AwaitingApproval, false],
    ["Delete", M.Rejected, true],
    ["Delete", M.Fulfilled, false],
  ] as const)("%s from status %i: %s", (step, statusId, ok) => {
    expect(checkMaterialRequestStep({ step, statusId, requestNumber: "MAT-000007" }).ok).toBe(ok);
  });

  it("names the state when a fulfilled request is deleted", () => {
    expect(
      checkMaterialRequestStep({ step: "Delete", statusId: M.Fulfilled, requestNumber: "MAT-000007" }),
    ).toEqual({
      ok: false,
      message: "MAT-000007 is Fulfilled: only a request not yet fulfilled can be deleted.",
    });
  });

  it.each([
    [
      M.AwaitingApproval,
      { canApprove: true, canFulfil: true, canDelete: true },
      ["Approve", "Reject", "Delete"],
    ],
    [M.Approved, { canApprove: true, canFulfil: true, canDelete: false }, ["Fulfil"]],
    [M.Approved, { canApprove: false, canFulfil: false, canDelete: false }, []],
    [M.Fulfilled, { canApprove: true, canFulfil: true, canDelete: true }, []],
  ] as const)("status %i with %o offers %o", (statusId, rights, steps) => {
    expect(allowedMaterialRequestSteps({ statusId, ...rights })).toEqual(steps);
  });
});

describe("checkMoveSources", () => {
  const asset = (Id: number, LocationId: number | null) => ({
    Id,
    AssetTag: `ACM-HVAC-00000${Id}`,
    LocationId,
  });
  it.each([
    ["one place, elsewhere", [asset(1, 10), asset(2, 10)], 20, { ok: true, fromLocationId: 10 }],
    ["two places", [asset(1, 10), asset(2, 11)], 20, { ok: false, field: "AssetIds" }],
    ["already there", [asset(1, 10)], 10, { ok: false, field: "ToLocationId" }],
    ["nowhere", [asset(1, null)], 10, { ok: false, field: "AssetIds" }],
  ] as const)("%s", (_name, assets, toLocationId, expected) => {
    expect(checkMoveSources({ assets, toLocationId })).toMatchObject(expected);
  });
});

describe("relocatedStatus", () => {
  const A = AssetStatus;
  it.each([
    [A.Active, true, A.InWarehouse],
    [A.InRepair, true, A.InWarehouse],
    [A.InWarehouse, false, A.Active],
    [A.InWarehouse, true, A.InWarehouse],
    [A.InRepair, false, A.InRepair],
    [A.Retired, true, A.Retired],
    [A.Inactive, false, A.Inactive],
  ] as const)("status %i moving to a warehouse (%s) becomes %i", (statusId, isToWarehouse, expected) => {
    expect(relocatedStatus({ statusId, isToWarehouse })).toBe(expected);
  });
});

describe("history lines", () => {
  it.each([
    [
      moveSummaries.moved({
        from: "Redwood Distribution Center",
        to: "Denver Tech Center Campus",
        reference: "MR-000004",
      }),
      "Moved from Redwood Distribution Center to Denver Tech Center Campus (MR-000004)",
    ],
    [moveSummaries.moved({ from: "A", to: "B" }), "Moved from A to B"],
    [
      moveSummaries.movedPart({ quantity: 5, of: 12, from: "A", to: "B", reference: "MAT-000007" }),
      "Moved 5 of 12 from A to B (MAT-000007)",
    ],
    [moveSummaries.received({ quantity: 5, from: "A" }), "Received 5 from A"],
    [moveSummaries.requested({ to: "B", reference: "MR-000012" }), "Move requested to B (MR-000012)"],
    [
      moveSummaries.rejected({ comment: "Not now", reference: "MR-000012" }),
      "Move rejected: Not now (MR-000012)",
    ],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("planFulfilment", () => {
  const holdings = [
    { partId: 1, consumable: { assetId: 100, quantity: 3 }, serializedAssetIds: [] },
    { partId: 2, consumable: null, serializedAssetIds: [201, 202, 203] },
  ];
  const filter = { partId: 1, partNumber: "FLT-20252-M13", serialized: false };
  const pump = { partId: 2, partNumber: "HVAC-00042", serialized: true };

  it("takes consumables from the record and serialized parts as that many assets", () => {
    expect(
      planFulfilment({
        items: [
          { ...filter, quantity: 2 },
          { ...pump, quantity: 2 },
        ],
        holdings,
        warehouseName: "Redwood Distribution Center",
      }),
    ).toEqual({
      ok: true,
      units: [
        { itemIndex: 0, partId: 1, assetId: 100, quantity: 2 },
        { itemIndex: 1, partId: 2, assetId: 201, quantity: 1 },
        { itemIndex: 1, partId: 2, assetId: 202, quantity: 1 },
      ],
    });
  });

  it.each([
    [
      [{ ...filter, quantity: 4 }],
      [{ field: "Items.0.Quantity", message: "only 3 of FLT-20252-M13 in Redwood Distribution Center" }],
    ],
    [
      [
        { ...pump, quantity: 1 },
        { ...filter, quantity: 9 },
        { ...pump, quantity: 4 },
      ],
      [
        { field: "Items.1.Quantity", message: "only 3 of FLT-20252-M13 in Redwood Distribution Center" },
        { field: "Items.2.Quantity", message: "only 2 of HVAC-00042 in Redwood Distribution Center" },
      ],
    ],
    [
      [{ partId: 9, partNumber: "ELEC-00001", serialized: true, quantity: 1 }],
      [{ field: "Items.0.Quantity", message: "only 0 of ELEC-00001 in Redwood Distribution Center" }],
    ],
  ])("names every short item and issues nothing (%#)", (items, problems) => {
    expect(planFulfilment({ items, holdings, warehouseName: "Redwood Distribution Center" })).toEqual({
      ok: false,
      problems,
    });
  });
});

describe("request bodies", () => {
  it.each([
    ["2026-11-22", "2026-11-22", true],
    ["2026-11-23", "2026-11-22", true],
    ["2026-11-21", "2026-11-22", false],
  ])("needed by %s on %s: %s", (neededBy, today, ok) => {
    expect(checkNeededBy({ neededBy, today })).toBe(ok);
  });

  it("refuses a part listed twice, naming the second line", () => {
    const result = CreateMaterialRequestSchema.safeParse({
      LocationId: 1,
      Items: [
        { PartId: 4, Quantity: 1 },
        { PartId: 4, Quantity: 2 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["Items.1.PartId"]);
  });

  it.each([
    [{ WarehouseId: 1, Direction: "Out", Code: "ACM-1" }, ["ToLocationId"]],
    [{ WarehouseId: 1, Direction: "In", Code: " " }, ["Code"]],
    [{ WarehouseId: 1, Direction: "In", Code: "ACM-1" }, []],
  ])("a scan %o is refused on %o", (body, fields) => {
    const result = ScanWarehouseSchema.safeParse(body);
    expect(result.error?.issues.map((i) => i.path.join(".")) ?? []).toEqual(fields);
  });
});
