import { describe, expect, it } from "vitest";
import type { TransitionMatrix, TransitionMatrixRow } from "@fieldstead/domain";
import { filterBlocks, toggledMatrix, transitionBlocks } from "./transition-matrix.view.ts";

const row = (from: number, to: number, roleId: number, isEnabled: boolean): TransitionMatrixRow => ({
  FromStatusId: from,
  ToStatusId: to,
  TaskTypeId: 4,
  RoleId: roleId,
  Role: `Role ${roleId}`,
  RoleAccessId: 0,
  IsEnabled: isEnabled,
});
// 12 → 13 on for both roles; 12 → 1 on for role 1 only; 13 → 14 has no row for role 2.
const MATRIX: TransitionMatrix = {
  TaskTypeId: 4,
  Roles: [
    { RoleId: 1, Role: "Role 1" },
    { RoleId: 2, Role: "Role 2" },
  ],
  Rows: [
    row(12, 13, 0, true),
    row(12, 13, 1, true),
    row(12, 13, 2, true),
    row(12, 1, 0, false),
    row(12, 1, 1, true),
    row(12, 1, 2, false),
    row(13, 14, 1, true),
  ],
};
const allAccess = (m: TransitionMatrix) => transitionBlocks(m).map((b) => b.isEnabled.get(0));

describe("transitionBlocks", () => {
  it("shows 'All Access' on only when every role's row is on; a missing row counts as off", () => {
    expect(allAccess(MATRIX)).toEqual([true, false, false]);
  });

  it("lists the moves in the workflow's order, whatever order the rows come in", () => {
    const shuffled = { ...MATRIX, Rows: [...MATRIX.Rows].reverse() };
    expect(transitionBlocks(shuffled).map((b) => `${b.fromLabel} → ${b.toLabel}`)).toEqual([
      "Assigned to Technician → Traveling to Location",
      "Assigned to Technician → In Progress",
      "Traveling to Location → Arrived at Location",
    ]);
  });
});

describe("toggledMatrix", () => {
  it.each([
    ["'All Access' on sets every role", { RoleId: 0, ToStatusId: 1, IsEnabled: true }, [true, true, false]],
    [
      "one role off turns 'All Access' off",
      { RoleId: 2, ToStatusId: 13, IsEnabled: false },
      [false, false, false],
    ],
    [
      "the last role on turns 'All Access' on",
      { RoleId: 2, ToStatusId: 1, IsEnabled: true },
      [true, true, false],
    ],
  ] as const)("%s", (_name, change, expected) => {
    const next = toggledMatrix(MATRIX, { TaskTypeId: 4, FromStatusId: 12, ...change });
    expect(allAccess(next)).toEqual(expected);
    expect(next.Rows.filter((r) => r.RoleId === 0).map((r) => r.IsEnabled)).toEqual(expected.slice(0, 2));
  });
});

describe("filterBlocks", () => {
  it.each([
    ["", 3],
    ["arrived", 1],
    ["TECHNICIAN", 2],
    ["paused", 0],
  ])("'%s' keeps %i transitions", (text, count) => {
    expect(filterBlocks(transitionBlocks(MATRIX), text)).toHaveLength(count);
  });
});
