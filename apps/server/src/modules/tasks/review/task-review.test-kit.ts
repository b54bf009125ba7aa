import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  TaskStatus,
  type TaskHistoryEntry,
  type TaskReview,
  type TaskReviewReply,
} from "@fieldstead/domain";
import { employees, taskApprovals, tasks } from "../../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { openTasksTestKit, type NewTask, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

export const MANAGER_EMAIL = "manager@acme.example";
const GLOBEX_ADMIN_EMAIL = "admin@globex.example";
export type Person = Who | "manager" | "globexAdmin";

/** The tasks kit with the Facility Manager (Reviewer 1 and 2, reopen, mark incomplete, lock, archive) as well. */
export type ReviewKit = Omit<TasksTestKit, "call" | "insertTask"> & {
  people: Record<Person, { token: string; employeeId: number; roleId: number }>;
  call(who: Person, method: "GET" | "POST", url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A completed work order of Acme assigned to the technician, unless told otherwise. */
  insertTask(
    values?: Partial<NewTask & { reviewLevels: number; isLocked: boolean; archived: boolean }>,
  ): Promise<number>;
  review(who: Person, taskId: number): Promise<TaskReview>;
  step(who: Person, path: string, body: unknown): Promise<LightMyRequestResponse>;
  /** The step's reply after checking it is a 200. */
  stepOk(who: Person, path: string, body: unknown): Promise<TaskReviewReply>;
  history(taskId: number): Promise<TaskHistoryEntry[]>;
  events(taskId: number): ReturnType<typeof readEvents>;
  stored(taskId: number): Promise<StoredTask>;
  steps(taskId: number): Promise<{ level: number; stateId: number }[]>;
  /** Takes a task operation away from a person's role (for the rest of the file). */
  revoke(who: Person, moduleId: number, parentId: number): Promise<void>;
};

export type StoredTask = {
  statusId: number;
  reviewApprovalId: number | null;
  completedAt: Date | null;
  isLocked: boolean;
  archived: boolean;
};

export const openReviewKit = async (backend: Backend): Promise<ReviewKit> => {
  const kit = await openTasksTestKit(backend);
  const { t } = kit;
  const person = async (email: string) => {
    const [row] = await t.ctx.db
      .select({ id: employees.id, orgId: employees.orgId, roleId: employees.roleId })
      .from(employees)
      .where(eq(employees.email, email));
    const { token } = await t.signIn(email);
    return { token, employeeId: row!.id, orgId: row!.orgId, roleId: row!.roleId };
  };
  const people = {
    ...kit.who,
    manager: await person(MANAGER_EMAIL),
    globexAdmin: await person(GLOBEX_ADMIN_EMAIL),
  };
  const call: ReviewKit["call"] = (w, method, url, body) =>
    t.call(method, url, { token: people[w].token, ...(body === undefined ? {} : { body }) });
  const step: ReviewKit["step"] = (w, path, body) => call(w, "POST", `/api/Task/${path}`, body);
  return {
    ...kit,
    people,
    call,
    step,
    insertTask: async ({ reviewLevels, isLocked, archived, ...values } = {}) => {
      const id = await kit.insertTask({ statusId: TaskStatus.Completed, ...values });
      if (reviewLevels !== undefined || isLocked !== undefined || archived !== undefined)
        await t.ctx.db
          .update(tasks)
          .set({
            ...(reviewLevels === undefined ? {} : { reviewLevels }),
            ...(isLocked === undefined ? {} : { isLocked }),
            ...(archived === undefined ? {} : { archived }),
          })
          .where(eq(tasks.id, id));
      return id;
    },
    review: (w, taskId) => kit.ok<TaskReview>(call(w, "GET", `/api/Task/GetTaskReview?Id=${taskId}`)),
    stepOk: (w, path, body) => kit.ok<TaskReviewReply>(step(w, path, body)),
    history: (taskId) =>
      kit.ok<TaskHistoryEntry[]>(call("admin", "GET", `/api/Task/GetTaskHistory?Id=${taskId}`)),
    events: (taskId) => readEvents(t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, taskId),
    stored: async (taskId) =>
      (
        await t.ctx.db
          .select({
            statusId: tasks.statusId,
            reviewApprovalId: tasks.reviewApprovalId,
            completedAt: tasks.completedAt,
            isLocked: tasks.isLocked,
            archived: tasks.archived,
          })
          .from(tasks)
          .where(eq(tasks.id, taskId))
      )[0]!,
    steps: (taskId) =>
      t.ctx.db
        .select({ level: taskApprovals.level, stateId: taskApprovals.stateId })
        .from(taskApprovals)
        .where(and(eq(taskApprovals.taskId, taskId)))
        .orderBy(taskApprovals.id),
    revoke: (w, moduleId, parentId) =>
      revokeModule(t, { record: { RoleId: people[w].roleId } } as SignedIn, { moduleId, parentId }),
  };
};
