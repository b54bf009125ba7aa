import { TaskStatus, WorkOrderType, type TaskStatusId, type WorkOrderTypeId } from "@fieldstead/domain";
import { ADMINISTRATOR, FIELD_TECHNICIAN } from "./role-templates.ts";

const S = TaskStatus;

/** A move between statuses; field moves are the ones a technician makes on site. */
type Transition = readonly [from: TaskStatusId, to: TaskStatusId, isFieldMove: boolean];

const TRANSITIONS: readonly Transition[] = [
  [S.NotStarted, S.AssignedToTechnician, false],
  [S.NotStarted, S.ResetDate, false],
  [S.ResetDate, S.AssignedToTechnician, false],
  [S.AssignedToTechnician, S.Accepted, true],
  [S.AssignedToTechnician, S.Rejected, true],
  [S.Rejected, S.AssignedToTechnician, false],
  [S.Accepted, S.TravelingToLocation, true],
  // A technician may set off at once, without accepting first.
  [S.AssignedToTechnician, S.TravelingToLocation, true],
  [S.TravelingToLocation, S.ArrivedAtLocation, true],
  [S.ArrivedAtLocation, S.InProgress, true],
  [S.InProgress, S.Paused, true],
  [S.Paused, S.InProgress, true],
  [S.InProgress, S.Completed, true],
  [S.Completed, S.AcceptedByCustomer, false],
  [S.Completed, S.RejectedByCustomer, false],
  [S.RejectedByCustomer, S.InProgress, false],
  [S.AcceptedByCustomer, S.AcceptedByReviewer2, false],
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

/** Administrators may make every move, technicians the field moves; other roles see the rows switched off. */
const isEnabledFor = (roleName: string, isFieldMove: boolean): boolean => {
  if (roleName === ADMINISTRATOR.name) return true;
  if (roleName === FIELD_TECHNICIAN.name) return isFieldMove;
  return false;
};

export const buildStatusTransitions = (roleIds: ReadonlyMap<string, number>): TransitionSeed[] =>
  TASK_TYPES.flatMap((taskTypeId) =>
    [...roleIds].flatMap(([roleName, roleId]) =>
      TRANSITIONS.map(([fromStatusId, toStatusId, isFieldMove]) => ({
        fromStatusId,
        toStatusId,
        taskTypeId,
        roleId,
        roleAccessId: 1,
        isEnabled: isEnabledFor(roleName, isFieldMove),
      })),
    ),
  );
