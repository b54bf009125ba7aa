import { and, asc, eq, ne } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  type HistoryEntry,
  type TaskDetail,
  type TaskEditView,
  type TaskWriteReply,
} from "@fieldstead/domain";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import type { Backend } from "../../test/test-databases.ts";
import { readEvents, readHistory } from "../audit/audit.service.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "./tasks.test-kit.ts";

/** Who calls: the demo accounts of the tasks kit, and Acme's facility manager. */
export type Caller = Who | "manager";

export type RecordsTestKit = TasksTestKit & {
  /** Acme's facility manager, signed in. */
  manager: { token: string; employeeId: number; roleId: number };
  /** Records of Acme (and one of Globex) to refer to. */
  acme: { locationId: number; projectId: number; otherEmployeeId: number };
  globex: { locationId: number; employeeId: number };
  send(who: Caller, method: "GET" | "POST", url: string, body?: unknown): Promise<LightMyRequestResponse>;
  create(who: Caller, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  update(who: Caller, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  detail(who: Caller, id: number): Promise<TaskDetail>;
  forEdit(who: Caller, id: number): Promise<TaskEditView>;
  /** A task made through CreateTask as the administrator. */
  created(body?: Record<string, unknown>): Promise<TaskDetail>;
  history(id: number): Promise<HistoryEntry[]>;
  events(id: number): ReturnType<typeof readEvents>;
  /** How many tasks the organisation holds with this summary. */
  countBySummary(summary: string): Promise<number>;
};

export const openRecordsTestKit = async (backend: Backend): Promise<RecordsTestKit> => {
  const kit = await openTasksTestKit(backend);
  const db = kit.t.ctx.db;
  const orgId = kit.who.admin.orgId;
  const globexOrg = kit.who.globexTech.orgId;
  const signedIn = await kit.t.signIn("manager@acme.example");
  const manager = {
    token: signedIn.token,
    employeeId: signedIn.record.EmployeeId,
    roleId: signedIn.record.RoleId,
  };
  const first = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;
  const place = (org: number) =>
    first(
      db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.orgId, org))
        .orderBy(asc(locations.id))
        .limit(1),
    );
  const project = await first(
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.orgId, orgId), eq(projects.archived, false)))
      .orderBy(asc(projects.id))
      .limit(1),
  );
  const otherEmployee = await first(
    db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.orgId, orgId),
          eq(employees.enabled, true),
          ne(employees.id, kit.who.tech.employeeId),
        ),
      )
      .orderBy(asc(employees.id))
      .limit(1),
  );
  const send: RecordsTestKit["send"] = (who, method, url, body) =>
    who === "manager"
      ? kit.t.call(method, url, { token: manager.token, ...(body === undefined ? {} : { body }) })
      : kit.call(who, method, url, body);
  const create: RecordsTestKit["create"] = (who, body) => send(who, "POST", "/api/Task/CreateTask", body);
  const update: RecordsTestKit["update"] = (who, body) => send(who, "POST", "/api/Task/UpdateTask", body);
  return {
    ...kit,
    manager,
    acme: {
      locationId: (await place(orgId)).id,
      projectId: project.id,
      otherEmployeeId: otherEmployee.id,
    },
    globex: { locationId: (await place(globexOrg)).id, employeeId: kit.who.globexTech.employeeId },
    send,
    create,
    update,
    detail: (who, id) => kit.ok<TaskDetail>(send(who, "GET", `/api/Task/GetTask?Id=${id}`)),
    forEdit: (who, id) => kit.ok<TaskEditView>(send(who, "GET", `/api/Task/GetTaskForEdit?Id=${id}`)),
    created: async (body = {}) =>
      (await kit.ok<TaskWriteReply>(create("admin", { Summary: "A test work order", TypeId: 4, ...body })))
        .Task,
    history: async (id) =>
      (await readHistory(db, orgId, AuditEntityType.Task, { Id: id, PageSize: 100 })).Entries,
    events: (id) => readEvents(db, orgId, AuditEntityType.Task, id),
    countBySummary: async (summary) =>
      (
        await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.orgId, orgId), eq(tasks.summary, summary)))
      ).length,
  };
};
