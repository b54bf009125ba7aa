import {
  CLOSED_TASK_STATUSES,
  isOverdue,
  PROJECT_PLAN_MAX_TASKS,
  taskStatusLabel,
  type ProjectPlan,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { listPlanTasks } from "./project-plan.repository.ts";
import { projectDetails } from "./projects.service.ts";

const isDone = (statusId: number) => (CLOSED_TASK_STATUSES as readonly number[]).includes(statusId);

/** A project's plan: its dates and its tasks from planned to due date; another organisation's is a 404. */
export const projectPlan = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<ProjectPlan> => {
  const project = await projectDetails(ctx, session, id);
  const rows = await listPlanTasks(ctx.db, session.orgId, id, PROJECT_PLAN_MAX_TASKS + 1);
  const now = ctx.now();
  return {
    ProjectId: project.Id,
    Code: project.Code,
    Name: project.Name,
    StartDate: project.StartDate,
    EndDate: project.EndDate,
    Tasks: rows.slice(0, PROJECT_PLAN_MAX_TASKS).map((r) => ({
      Id: r.id,
      WorkOrderNumber: r.workOrderNumber,
      Summary: r.summary,
      StatusId: r.statusId,
      StatusName: taskStatusLabel(r.statusId),
      AssigneeId: r.assigneeId,
      AssigneeName: r.assigneeName,
      PlannedDate: r.plannedDate?.toISOString() ?? null,
      DueDate: r.dueDate?.toISOString() ?? null,
      IsOverdue: isOverdue({ dueDate: r.dueDate, statusId: r.statusId, now }),
      IsDone: isDone(r.statusId),
    })),
    IsTruncated: rows.length > PROJECT_PLAN_MAX_TASKS,
  };
};
