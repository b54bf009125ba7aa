import { describe, expect, it } from "vitest";
import { TaskStatus, WorkOrderType } from "../tasks.enums.ts";
import {
  compareMovesByWorkflow,
  ALL_ACCESS_ROLE_ID,
  allowedMoves,
  applyTransitionToggle,
  isMoveAllowed,
  withAllAccessRows,
  type TransitionRow,
} from "./task-transitions.rules.ts";

const TECH = 3;
const ADMIN = 1;
const CM = WorkOrderType.CorrectiveMaintenance;
const row = (
  from: number,
  to: number,
  roleId: number,
  isEnabled = true,
  type: number = CM,
): TransitionRow => ({
  FromStatusId: from,
  ToStatusId: to,
  TaskTypeId: type,
  RoleId: roleId,
  IsEnabled: isEnabled,
});
const {
  AssignedToTechnician: ASSIGNED,
  TravelingToLocation: TRAVELING,
  ArrivedAtLocation: ARRIVED,
} = TaskStatus;

const ROWS: TransitionRow[] = [
  row(ASSIGNED, TRAVELING, TECH),
  row(ASSIGNED, TRAVELING, ADMIN),
  row(TRAVELING, ARRIVED, TECH, false),
  row(TRAVELING, ARRIVED, ADMIN),
  row(ARRIVED, TaskStatus.InProgress, TECH, true, WorkOrderType.Fueling),
];

describe("task status moves", () => {
  it.each([
    ["an enabled row", { roleId: TECH, taskTypeId: CM, from: ASSIGNED, to: TRAVELING }, true],
    ["a disabled row", { roleId: TECH, taskTypeId: CM, from: TRAVELING, to: ARRIVED }, false],
    ["another role's row", { roleId: ADMIN, taskTypeId: CM, from: TRAVELING, to: ARRIVED }, true],
    ["another task type", { roleId: TECH, taskTypeId: CM, from: ARRIVED, to: TaskStatus.InProgress }, false],
    ["no row at all", { roleId: TECH, taskTypeId: CM, from: ASSIGNED, to: TaskStatus.Completed }, false],
    ["a move to the same status", { roleId: TECH, taskTypeId: CM, from: ASSIGNED, to: ASSIGNED }, false],
  ])("%s decides the move", (_, move, allowed) => expect(isMoveAllowed(ROWS, move)).toBe(allowed));

  it("offers only the moves the role's enabled rows allow", () => {
    expect(allowedMoves(ROWS, { roleId: TECH, taskTypeId: CM, from: ASSIGNED })).toEqual([TRAVELING]);
    expect(allowedMoves(ROWS, { roleId: TECH, taskTypeId: CM, from: TRAVELING })).toEqual([]);
    expect(allowedMoves(ROWS, { roleId: ADMIN, taskTypeId: CM, from: TRAVELING })).toEqual([ARRIVED]);
  });

  it("adds an 'All Access' row per transition, enabled only when every role is", () => {
    const matrix = withAllAccessRows(ROWS);
    const allAccess = matrix.filter((r) => r.RoleId === ALL_ACCESS_ROLE_ID);
    expect(allAccess).toEqual([
      row(ASSIGNED, TRAVELING, ALL_ACCESS_ROLE_ID, true),
      row(TRAVELING, ARRIVED, ALL_ACCESS_ROLE_ID, false),
      row(ARRIVED, TaskStatus.InProgress, ALL_ACCESS_ROLE_ID, true, WorkOrderType.Fueling),
    ]);
    expect(matrix.indexOf(allAccess[0]!)).toBeLessThan(matrix.indexOf(ROWS[0]!));
    expect(withAllAccessRows(matrix)).toEqual(matrix);
  });

  it("toggles one role's row, or every role's row through 'All Access'", () => {
    const one = applyTransitionToggle(ROWS, { ...row(TRAVELING, ARRIVED, TECH), IsEnabled: true });
    expect(isMoveAllowed(one, { roleId: TECH, taskTypeId: CM, from: TRAVELING, to: ARRIVED })).toBe(true);
    const off = applyTransitionToggle(ROWS, {
      ...row(ASSIGNED, TRAVELING, ALL_ACCESS_ROLE_ID),
      IsEnabled: false,
    });
    expect(off.filter((r) => r.FromStatusId === ASSIGNED).map((r) => r.IsEnabled)).toEqual([false, false]);
    expect(off.filter((r) => r.FromStatusId !== ASSIGNED)).toEqual(ROWS.slice(2));
    expect(
      withAllAccessRows(applyTransitionToggle(off, { ...row(ASSIGNED, TRAVELING, 0), IsEnabled: true })),
    ).toContainEqual(row(ASSIGNED, TRAVELING, ALL_ACCESS_ROLE_ID, true));
  });
});

describe("compareMovesByWorkflow", () => {
  it("orders moves as the work goes: by from-status, then to-status, unknown statuses last", () => {
    const moves = [
      { FromStatusId: TaskStatus.Completed, ToStatusId: TaskStatus.InProgress },
      { FromStatusId: TaskStatus.InProgress, ToStatusId: TaskStatus.Completed },
      { FromStatusId: TaskStatus.AssignedToTechnician, ToStatusId: TaskStatus.InProgress },
      { FromStatusId: TaskStatus.AssignedToTechnician, ToStatusId: TaskStatus.TravelingToLocation },
      { FromStatusId: 99, ToStatusId: TaskStatus.NotStarted },
      { FromStatusId: TaskStatus.NotStarted, ToStatusId: TaskStatus.AssignedToTechnician },
    ];
    expect([...moves].sort(compareMovesByWorkflow).map((m) => `${m.FromStatusId}→${m.ToStatusId}`)).toEqual([
      "0→12",
      "12→13",
      "12→1",
      "1→2",
      "2→1",
      "99→0",
    ]);
  });
});
