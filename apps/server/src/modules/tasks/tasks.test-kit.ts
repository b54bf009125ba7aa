import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { TaskStatus, WorkOrderType, type TaskStatusId, type WorkOrderTypeId } from "@fieldstead/domain";
import { employees, tasks } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  lease: "lease@acme.example",
  globexTech: "tech@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

export type TasksTestKit = {
  t: TestApp;
  who: Record<Who, { token: string; employeeId: number; orgId: number; roleId: number }>;
  /** A request as one of the demo accounts. */
  call(who: Who, method: "GET" | "POST", url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** The reply's JSON, after checking it is a 200. */
  ok<T>(res: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T>;
  /** A task of Acme made for the test (Corrective Maintenance, assigned to the technician unless told). */
  insertTask(values?: Partial<NewTask>): Promise<number>;
  close(): Promise<void>;
};

export type NewTask = {
  orgId: number;
  workOrderNumber: string;
  summary: string;
  description: string | null;
  typeId: WorkOrderTypeId;
  statusId: TaskStatusId;
  assigneeId: number | null;
  createdById: number | null;
  plannedDate: Date | null;
  dueDate: Date | null;
  updatedAt: Date;
};

let made = 0;

export const openTasksTestKit = async (backend: Backend): Promise<TasksTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const found = await t.ctx.db
    .select({ email: employees.email, id: employees.id, orgId: employees.orgId, roleId: employees.roleId })
    .from(employees)
    .where(inArray(employees.email, Object.values(ACCOUNTS)));
  const who = {} as TasksTestKit["who"];
  for (const [key, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
    const row = found.find((f) => f.email === email)!;
    const { token } = await t.signIn(email);
    who[key] = { token, employeeId: row.id, orgId: row.orgId, roleId: row.roleId };
  }
  const call: TasksTestKit["call"] = (w, method, url, body) =>
    t.call(method, url, { token: who[w].token, ...(body === undefined ? {} : { body }) });
  const ok: TasksTestKit["ok"] = async (res) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json();
  };
  const insertTask: TasksTestKit["insertTask"] = async (values = {}) => {
    made += 1;
    const [row] = await t.ctx.db
      .insert(tasks)
      .values({
        orgId: who.admin.orgId,
        workOrderNumber: `WO-TEST-${String(made).padStart(5, "0")}`,
        summary: `Test work order ${made}`,
        typeId: WorkOrderType.CorrectiveMaintenance,
        statusId: TaskStatus.AssignedToTechnician,
        assigneeId: who.tech.employeeId,
        createdById: who.admin.employeeId,
        ...values,
      })
      .returning({ id: tasks.id });
    return row!.id;
  };
  return {
    t,
    who,
    call,
    ok,
    insertTask,
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The stored status and completion time of a task. */
export const storedTask = async (kit: TasksTestKit, id: number) =>
  (
    await kit.t.ctx.db
      .select({ statusId: tasks.statusId, completedAt: tasks.completedAt })
      .from(tasks)
      .where(eq(tasks.id, id))
  )[0];
