import {
  GetProjectListContract,
  GetTaskListContract,
  PROGRESS_BUCKET_LABELS,
  ProjectPlanQuerySchema,
  type ListReply,
  type ProjectListQuery,
  type ProjectListRow,
  type ProjectPlanQuery,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { projectDetails, projectList } from "../projects/projects.service.ts";
import { taskList } from "../tasks/tasks.service.ts";
import type { ListSource } from "./export-sources.ts";

/** The task and work-order list as its grid asks for it (filters, sort, search, Scope and DateRange). */
export const TASK_LIST_SOURCE: ListSource = {
  schema: GetTaskListContract.body,
  access: GetTaskListContract.access,
  read: taskList,
};

/** The project list, each project's progress written as the screen names it ('Medium', 'No Progress'). */
export const PROJECT_LIST_SOURCE: ListSource = {
  schema: GetProjectListContract.body,
  access: GetProjectListContract.access,
  read: async (
    ctx: AppContext,
    session: ActiveSession,
    query: ProjectListQuery,
  ): Promise<ListReply<ProjectListRow & { ProgressName: string }>> => {
    const page = await projectList(ctx, session, query);
    return {
      ...page,
      Rows: page.Rows.map((row) => ({ ...row, ProgressName: PROGRESS_BUCKET_LABELS[row.ProgressBucket] })),
    };
  },
};

/**
 * One project's plan: its tasks through the one task list (so the file and the project's page agree), read
 * with the task list's right; the file is named after the project's code, and another organisation's project
 * is not found.
 */
export const PROJECT_PLAN_SOURCE: ListSource = {
  schema: ProjectPlanQuerySchema,
  access: GetTaskListContract.access,
  read: taskList,
  label: async (ctx, session, query) =>
    (await projectDetails(ctx, session, (query as ProjectPlanQuery).ProjectId)).Code,
};
