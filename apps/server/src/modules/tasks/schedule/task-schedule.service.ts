import {
  AccessRightType,
  addCalendarDays,
  atSameTimeOn,
  AuditEntityType,
  calendarDayOf,
  calendarDaysBetween,
  formatDateTime,
  DomainEventType,
  instantOfWallClock,
  isOpenTaskStatus,
  ModuleId,
  ResultCode,
  SCHEDULE_MAX_TASKS,
  startOfCalendarDay,
  taskOperation,
  taskPriorityLabel,
  TaskStatus,
  taskStatusLabel,
  type AuditChange,
  type GetSchedule,
  type Reschedule,
  type RescheduleReply,
  type ScheduleReply,
  type ScheduleTask,
  type TaskStatusId,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import { recordEvents, recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  employeeNames,
  listScheduled,
  lockTaskToReschedule,
  readScheduled,
  writeReschedule,
  type ScheduledRaw,
} from "./task-schedule.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

const SCHEDULES = taskOperation(ModuleId.TaskSchedule);
const WORKS_TASKS = taskOperation(ModuleId.TaskView, AccessRightType.ReadWrite);
const UNASSIGNS = taskOperation(ModuleId.TaskUnassign);
/** A work order moved to a day without a planned time starts at nine in the morning. */
const DEFAULT_START = "09:00:00";

const toScheduleTask = (r: ScheduledRaw, canSchedule: boolean): ScheduleTask => ({
  Id: r.id,
  WorkOrderNumber: r.workOrderNumber,
  Summary: r.summary,
  StatusId: r.statusId,
  StatusName: taskStatusLabel(r.statusId),
  PriorityId: r.priorityId,
  PriorityName: taskPriorityLabel(r.priorityId),
  AssigneeId: r.assigneeId,
  AssigneeName: r.assigneeName,
  PlannedDate: r.plannedDate.toISOString(),
  DueDate: r.dueDate?.toISOString() ?? null,
  LocationId: r.locationId,
  LocationName: r.locationName,
  ProjectId: r.projectId,
  ProjectName: r.projectName,
  IsLocked: r.isLocked,
  CanMove: canSchedule && !r.isLocked && isOpenTaskStatus(r.statusId),
});

/**
 * The work orders planned from one day to another (display time zone) and the board's rows: the people who
 * do the work (enabled, may work tasks, do not schedule them) and anyone with a work order in the range.
 */
export const schedule = async (
  ctx: AppContext,
  session: ActiveSession,
  query: GetSchedule,
): Promise<ScheduleReply> => {
  const { orgId } = session;
  const assigneeIds = query.AssigneeIds && query.AssigneeIds.length > 0 ? query.AssigneeIds : null;
  const [rows, canSchedule, workers, schedulers] = await Promise.all([
    listScheduled(ctx.db, {
      orgId,
      from: startOfCalendarDay(query.From),
      until: startOfCalendarDay(addCalendarDays(query.To, 1)),
      assigneeIds,
      projectId: query.ProjectId ?? null,
      limit: SCHEDULE_MAX_TASKS + 1,
    }),
    ctx.permissions.roleAllows(orgId, session.roleId, SCHEDULES),
    ctx.permissions.employeesAllowed(orgId, WORKS_TASKS),
    ctx.permissions.employeesAllowed(orgId, SCHEDULES),
  ]);
  const shown = rows.slice(0, SCHEDULE_MAX_TASKS);
  const dispatchers = new Set(schedulers);
  const people = new Set([
    ...workers.filter((id) => !dispatchers.has(id)),
    ...shown.map((r) => r.assigneeId).filter((id): id is number => id !== null),
  ]);
  const wanted = assigneeIds === null ? [...people] : assigneeIds.filter((id) => people.has(id));
  const names = await employeeNames(ctx.db, orgId, wanted);
  return {
    From: query.From,
    To: query.To,
    CanSchedule: canSchedule,
    Tasks: shown.map((r) => toScheduleTask(r, canSchedule)),
    Technicians: names.map((n) => ({ Id: n.id, Name: n.name })),
    IsTruncated: rows.length > SCHEDULE_MAX_TASKS,
  };
};

const refused = (message: string) => new AppError("NOT_ALLOWED_NOW", { message });

/** The new planned and due dates: the same time of day on the new day; the due date as many days later. */
const movedDates = (task: { plannedDate: Date | null; dueDate: Date | null }, day: string) => {
  if (task.plannedDate === null)
    return { planned: instantOfWallClock(new Date(`${day}T${DEFAULT_START}Z`)), due: task.dueDate };
  const shift = calendarDaysBetween(calendarDayOf(task.plannedDate), day);
  const due =
    task.dueDate === null
      ? null
      : atSameTimeOn({ at: task.dueDate, day: addCalendarDays(calendarDayOf(task.dueDate), shift) });
  return { planned: atSameTimeOn({ at: task.plannedDate, day }), due };
};

const shownTime = (at: Date | null) => (at === null ? null : formatDateTime(at));

/**
 * Moves a work order to a day and a person (the Schedule right), in one transaction on the locked task row:
 * refused for a locked, archived or done work order (409), an assignee who is not an enabled employee of the
 * organisation (400 naming AssigneeId), and an unassignment without the Unassign right (403). A Not Started work
 * order that gets an assignee becomes Assigned to Technician, an assigned one that loses it Not Started again.
 * History says what changed; a new assignee is a TaskAssigned event for the new and the old assignee.
 */
export const reschedule = async (
  ctx: AppContext,
  session: ActiveSession,
  body: Reschedule,
): Promise<RescheduleReply> => {
  const { orgId } = session;
  const message = await ctx.db.transaction(async (tx) => {
    const task = await lockTaskToReschedule(tx, orgId, body.TaskId);
    if (!task) throw taskNotFound(body.TaskId);
    const number = task.workOrderNumber;
    if (task.archived) throw refused(`${number} is archived.`);
    if (task.isLocked) throw refused(`${number} is locked.`);
    if (!isOpenTaskStatus(task.statusId))
      throw refused(`${number} is '${taskStatusLabel(task.statusId)}': a done work order keeps its date.`);

    const isReassigned = body.AssigneeId !== task.assigneeId;
    if (
      isReassigned &&
      body.AssigneeId === null &&
      !(await ctx.permissions.roleAllows(orgId, session.roleId, UNASSIGNS))
    )
      throw new AppError("FORBIDDEN", { message: "Your role cannot unassign work orders." });
    const people = await employeeNames(
      tx,
      orgId,
      [task.assigneeId, body.AssigneeId].filter((id): id is number => id !== null),
    );
    const nameOf = (id: number | null) =>
      id === null ? null : (people.find((p) => p.id === id)?.name ?? null);
    if (isReassigned && body.AssigneeId !== null && !people.find((p) => p.id === body.AssigneeId)?.enabled)
      throw invalidField("AssigneeId", `Employee ${body.AssigneeId} not found or not active.`);

    const { planned, due } = movedDates(task, body.PlannedDate);
    if (due !== null && due.getTime() < planned.getTime())
      throw invalidField("PlannedDate", `${number} is due before ${body.PlannedDate}.`);
    const statusId: TaskStatusId =
      task.statusId === TaskStatus.NotStarted && body.AssigneeId !== null
        ? TaskStatus.AssignedToTechnician
        : task.statusId === TaskStatus.AssignedToTechnician && body.AssigneeId === null
          ? TaskStatus.NotStarted
          : (task.statusId as TaskStatusId);

    const changes: AuditChange[] = [
      { Field: "Planned date", From: shownTime(task.plannedDate), To: shownTime(planned) },
      { Field: "Due date", From: shownTime(task.dueDate), To: shownTime(due) },
      { Field: "Assignee", From: nameOf(task.assigneeId), To: nameOf(body.AssigneeId) },
      { Field: "Status", From: taskStatusLabel(task.statusId), To: taskStatusLabel(statusId) },
    ].filter((c) => c.From !== c.To);
    if (changes.length === 0) return `${number} stays where it is.`;

    const at = ctx.now();
    await writeReschedule(tx, orgId, task.id, {
      plannedDate: planned,
      dueDate: due,
      assigneeId: body.AssigneeId,
      statusId,
      at,
    });
    const whom = nameOf(body.AssigneeId);
    const summary = `Rescheduled to ${formatDateTime(planned)}${whom ? ` for ${whom}` : ", unassigned"}`;
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Task,
        entityId: task.id,
        action: "Rescheduled",
        summary,
        changes,
        employeeId: session.employeeId,
        at,
      },
    ]);
    const event = {
      orgId,
      actorId: session.employeeId,
      subjectType: AuditEntityType.Task,
      subjectId: task.id,
      at,
    };
    await recordEvents(tx, [
      ...(isReassigned
        ? [
            {
              ...event,
              eventType: DomainEventType.TaskAssigned,
              concerns: [body.AssigneeId, task.assigneeId].filter((id): id is number => id !== null),
              payload: {
                WorkOrderNumber: number,
                AssigneeId: body.AssigneeId,
                PreviousAssigneeId: task.assigneeId,
              },
            },
          ]
        : []),
      ...(statusId !== task.statusId
        ? [
            {
              ...event,
              eventType: DomainEventType.TaskStatusChanged,
              concerns: [body.AssigneeId ?? task.assigneeId].filter((id): id is number => id !== null),
              payload: { WorkOrderNumber: number, FromStatusId: task.statusId, ToStatusId: statusId },
            },
          ]
        : []),
    ]);
    return `${number}: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}.`;
  });
  const row = await readScheduled(ctx.db, orgId, body.TaskId);
  if (!row) throw taskNotFound(body.TaskId);
  const canSchedule = await ctx.permissions.roleAllows(orgId, session.roleId, SCHEDULES);
  return { StatusCode: ResultCode.Success, StatusMessage: message, Task: toScheduleTask(row, canSchedule) };
};
