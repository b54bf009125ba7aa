import { TaskStatus, WorkOrderType, type TaskStatusId, type WorkOrderTypeId } from "@fieldstead/domain";
import { ADMINISTRATOR, FACILITY_MANAGER, FIELD_TECHNICIAN } from "./role-templates.ts";

const S = TaskStatus;

/**
 * Who makes a move besides the administrator (who makes every move): the technician makes the field moves on
 * site (answering the assignment, travelling, arriving, the work itself); the facility manager the moves of the
 * supervisor's workflow (assigning, resetting the date, starting, pausing and resuming, completing, recording
 * the customer's verdict). Neither answers an assignment for the other, and 'Accepted by Reviewer 2' is a
 * reviewer's verdict, given through the review.
 */
type Mover = "technician" | "manager";
type Transition = readonly [from: TaskStatusId, to: TaskStatusId, movers: readonly Mover[]];

const TECHNICIAN: readonly Mover[] = ["technician"];
const MANAGER: readonly Mover[] = ["manager"];
const BOTH: readonly Mover[] = ["technician", "manager"];
const ADMINISTRATOR_ONLY: readonly Mover[] = [];

const TRANSITIONS: readonly Transition[] = [
  [S.NotStarted, S.AssignedToTechnician, MANAGER],
  [S.NotStarted, S.ResetDate, MANAGER],
  [S.ResetDate, S.AssignedToTechnician, MANAGER],
  [S.AssignedToTechnician, S.Accepted, TECHNICIAN],
  [S.AssignedToTechnician, S.Rejected, TECHNICIAN],
  [S.Rejected, S.AssignedToTechnician, MANAGER],
  [S.Accepted, S.TravelingToLocation, TECHNICIAN],
  // A technician may set off at once, without accepting first.
  [S.AssignedToTechnician, S.TravelingToLocation, TECHNICIAN],
  [S.TravelingToLocation, S.ArrivedAtLocation, TECHNICIAN],
  [S.ArrivedAtLocation, S.InProgress, BOTH],
  [S.InProgress, S.Paused, BOTH],
  [S.Paused, S.InProgress, BOTH],
  [S.InProgress, S.Completed, BOTH],
  [S.Completed, S.AcceptedByCustomer, MANAGER],
  [S.Completed, S.RejectedByCustomer, MANAGER],
  [S.RejectedByCustomer, S.InProgress, MANAGER],
  [S.AcceptedByCustomer, S.AcceptedByReviewer2, ADMINISTRATOR_ONLY],
];

/** Every work-order type has the same moves to start with; an administrator tunes them per type. */
const TASK_TYPES: readonly WorkOrderTypeId[] = Object.values(WorkOrderType);

export type TransitionSeed = {
  fromStatusId: TaskStatusId;
  toStatusId: TaskStatusId;
  taskTypeId: WorkOrderTypeId;
  roleId: number;
  roleAccessId: number;
  isEnabled: boolean;
};

/** Administrators may make every move, technicians and facility managers theirs; other roles none. */
const isEnabledFor = (roleName: string, movers: readonly Mover[]): boolean => {
  if (roleName === ADMINISTRATOR.name) return true;
  if (roleName === FIELD_TECHNICIAN.name) return movers.includes("technician");
  if (roleName === FACILITY_MANAGER.name) return movers.includes("manager");
  return false;
};

export const buildStatusTransitions = (roleIds: ReadonlyMap<string, number>): TransitionSeed[] =>
  TASK_TYPES.flatMap((taskTypeId) =>
    [...roleIds].flatMap(([roleName, roleId]) =>
      TRANSITIONS.map(([fromStatusId, toStatusId, movers]) => ({
        fromStatusId,
        toStatusId,
        taskTypeId,
        roleId,
        roleAccessId: 1,
        isEnabled: isEnabledFor(roleName, movers),
      })),
    ),
  );
