import { describe, expect, it } from "vitest";
import { AddTaskLinkSchema, ShareTaskSchema } from "./task-links.schemas.ts";

const problem = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? null : result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`));

describe("a new link", () => {
  it.each([
    [{ TaskId: 1, LinkedTaskId: 2 }, null],
    [{ TaskId: 1, AssetId: 9, LinkedTaskId: null }, null],
    [{ TaskId: 1 }, ["LinkedTaskId: Choose a work order or an asset to link."]],
    [
      { TaskId: 1, LinkedTaskId: 2, AssetId: 9 },
      ["AssetId: A link joins one work order or one asset, not both."],
    ],
    [{ TaskId: 4, LinkedTaskId: 4 }, ["LinkedTaskId: A work order cannot be linked to itself."]],
  ])("%o is refused with %o", (body, expected) =>
    expect(problem(AddTaskLinkSchema.safeParse(body))).toEqual(expected),
  );

  it("reads a missing end as null", () =>
    expect(AddTaskLinkSchema.parse({ TaskId: 1, AssetId: 9 })).toEqual({
      TaskId: 1,
      LinkedTaskId: null,
      AssetId: 9,
    }));
});

describe("a share", () => {
  it("counts each person once and keeps an empty message as none", () =>
    expect(ShareTaskSchema.parse({ TaskId: 1, EmployeeIds: [5, 5, 6], Message: "  " })).toEqual({
      TaskId: 1,
      EmployeeIds: [5, 6],
      Message: null,
    }));

  it.each([
    [[], "EmployeeIds: Choose at least one person to share with."],
    [Array.from({ length: 21 }, (_, i) => i + 1), "EmployeeIds: Share with at most 20 people at a time."],
  ])("refuses %o people", (ids, message) =>
    expect(problem(ShareTaskSchema.safeParse({ TaskId: 1, EmployeeIds: ids }))).toEqual([message]),
  );
});
