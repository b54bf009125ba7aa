import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import {
  AccessRightType,
  ExportJobState,
  ExportKind,
  ModuleId,
  TaskStatus,
  WorkOrderType,
  type ExportJobsReply,
  type ListReply,
  type TaskListRow,
} from "@fieldstead/domain";
import { modules, organisations, projects, roleModulePermissions, tasks } from "../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks/tasks.test-kit.ts";

const START = "/api/Export/Start";
const MANAGER = "manager@acme.example";

const readSheet = async (payload: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v))),
    ),
  );
  return rows;
};

const fileNameOf = (disposition: unknown) => /filename="([^"]+)"/.exec(String(disposition))?.[1];

describe.each(testBackends())("task and project exports on %s", (backend) => {
  let kit: TasksTestKit;
  let manager: SignedIn;
  let globexOrg: number;
  const run = Date.now().toString(36).toUpperCase();
  const word = `Xport${run}`;

  const start = (who: Who | SignedIn, body: object) =>
    typeof who === "string"
      ? kit.call(who, "POST", START, body)
      : kit.t.call("POST", START, { token: who.token, body });
  const insertProject = async (orgId: number, code: string, archived = false) =>
    (
      await kit.t.ctx.db
        .insert(projects)
        .values({ orgId, code, name: `${word} project ${code}`, archived })
        .returning({ id: projects.id, code: projects.code })
    )[0]!;
  const setProject = (taskId: number, projectId: number) =>
    kit.t.ctx.db.update(tasks).set({ projectId }).where(eq(tasks.id, taskId));
  const numberOf = async (id: number) =>
    (await kit.t.ctx.db.select({ n: tasks.workOrderNumber }).from(tasks).where(eq(tasks.id, id)))[0]!.n;

  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    manager = await kit.t.signIn(MANAGER);
    globexOrg = (
      await kit.t.ctx.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.name, "Globex Field Services"))
    )[0]!.id;
  }, 60_000);
  afterAll(() => kit?.close());

  describe("the task list", () => {
    let assigned: number;
    let open: number;
    let globex: number;
    beforeAll(async () => {
      assigned = await kit.insertTask({ summary: `${word} assigned pump check` });
      open = await kit.insertTask({
        summary: `${word} open survey`,
        statusId: TaskStatus.NotStarted,
        assigneeId: null,
      });
      await kit.insertTask({ summary: `${word} done already`, statusId: TaskStatus.Completed });
      globex = await kit.insertTask({ orgId: globexOrg, summary: `${word} globex pump`, assigneeId: null });
    });

    it("writes what the grid selects — search, filters, sort, shown columns — never another organisation's rows", async () => {
      const query = {
        Search: word,
        FilterModel: {
          StatusId: { filterType: "set", values: [TaskStatus.AssignedToTechnician, TaskStatus.NotStarted] },
        },
        SortModel: [{ colId: "Summary", sort: "asc" }],
      };
      const res = await start("admin", {
        ExportKind: ExportKind.TaskList,
        Mode: 1,
        Format: "xlsx",
        Query: query,
        Columns: ["WorkOrderNumber", "Summary", "StatusId", "AssigneeName"],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(fileNameOf(res.headers["content-disposition"])).toMatch(/^WorkOrders_\d{14}\.xlsx$/);
      const [header, ...rows] = await readSheet(res.rawPayload);
      expect(header).toEqual(["Work order", "Summary", "Status", "Assignee"]);
      expect(rows.map((r) => r.slice(0, 3))).toEqual([
        [await numberOf(assigned), `${word} assigned pump check`, "Assigned to Technician"],
        [await numberOf(open), `${word} open survey`, "Not Started"],
      ]);
      expect(rows.flat()).not.toContain(await numberOf(globex));
      // The same rows as the list itself gives for the query.
      const list = await kit.ok<ListReply<TaskListRow>>(
        kit.call("admin", "POST", "/api/Task/GetTaskList", query),
      );
      expect(rows.map((r) => r[0])).toEqual(list.Rows.map((r) => r.WorkOrderNumber));
    });

    it("keeps the page's Scope: the technician's 'Mine' holds only their own work orders", async () => {
      const res = await start("tech", {
        ExportKind: ExportKind.TaskList,
        Mode: 1,
        Format: "xlsx",
        Query: { Search: word, Scope: "Mine" },
        Columns: ["Summary", "AssigneeName"],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [, ...rows] = await readSheet(res.rawPayload);
      expect(rows.map((r) => r[0]).sort()).toEqual([`${word} assigned pump check`, `${word} done already`]);
    });

    it("writes PDF and Word files, and a background job the download centre completes", async () => {
      for (const format of ["pdf", "docx"] as const) {
        const res = await start("admin", {
          ExportKind: ExportKind.TaskList,
          Mode: 1,
          Format: format,
          Query: { Search: word },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(fileNameOf(res.headers["content-disposition"])).toMatch(
          new RegExp(`^WorkOrders_\\d{14}\\.${format}$`),
        );
        expect(res.rawPayload.length).toBeGreaterThan(500);
      }
      const queued = await kit.ok<{ JobId: number }>(
        start("admin", { ExportKind: ExportKind.TaskList, Mode: 0, Format: "xlsx", Query: { Search: word } }),
      );
      for (let i = 0; i < 200; i++) {
        const { Jobs } = await kit.ok<ExportJobsReply>(
          kit.call("admin", "GET", "/api/Export/GetDownloadCenter"),
        );
        const job = Jobs.find((j) => j.JobId === queued.JobId)!;
        if (job.State !== ExportJobState.InProgress) {
          expect(job).toMatchObject({ State: ExportJobState.Completed, RowCount: 3, Title: "Work orders" });
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("the export did not finish");
    });

    it("needs the Task Export right (403 without it, though the list still reads) and refuses an unknown column", async () => {
      const body = { ExportKind: ExportKind.TaskList, Mode: 1, Format: "xlsx", Query: { Search: word } };
      expect((await start("viewer", body)).statusCode).toBe(403);
      const unknown = await start("admin", { ...body, Columns: ["Summary", "Nope"] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ fields: [{ field: "Columns.1" }] });
      expect((await start(manager, body)).statusCode).toBe(200);
      await revokeModule(kit.t, manager, {
        moduleId: ModuleId.TaskExport,
        parentId: ModuleId.TaskOperations,
      });
      expect((await start(manager, body)).statusCode).toBe(403);
      const list = await kit.t.call("POST", "/api/Task/GetTaskList", {
        token: manager.token,
        body: { Search: word },
      });
      expect(list.statusCode).toBe(200);
    });
  });

  describe("the project list", () => {
    it("writes the organisation's projects with their progress named, archived ones only when asked", async () => {
      const live = await insertProject(kit.who.admin.orgId, `PL-${run}-A`);
      await insertProject(kit.who.admin.orgId, `PL-${run}-B`, true);
      await insertProject(globexOrg, `PL-${run}-G`);
      const done = await kit.insertTask({ summary: `${word} project done`, statusId: TaskStatus.Completed });
      await setProject(done, live.id);
      await setProject(await kit.insertTask({ summary: `${word} project open` }), live.id);
      const body = {
        ExportKind: ExportKind.ProjectList,
        Mode: 1,
        Format: "xlsx",
        Query: { Search: `PL-${run}` },
      };
      const res = await start("admin", body);
      expect(res.statusCode, res.body).toBe(200);
      expect(fileNameOf(res.headers["content-disposition"])).toMatch(/^Projects_\d{14}\.xlsx$/);
      const [header, ...rows] = await readSheet(res.rawPayload);
      expect(header).toEqual([
        "Code",
        "Name",
        "Status",
        "Location",
        "Manager",
        "Start",
        "End",
        "Tasks",
        "Done",
        "Progress",
        "Archived",
      ]);
      expect(rows.map((r) => [r[0], r[7], r[8], r[9], r[10]])).toEqual([
        [live.code, "2", "1", "Low–medium", "No"],
      ]);

      const all = await start("admin", { ...body, Query: { Search: `PL-${run}`, IncludeArchived: true } });
      expect((await readSheet(all.rawPayload)).slice(1).map((r) => r[0])).toEqual([live.code, `PL-${run}-B`]);
    });

    it("needs only the right to read projects", async () => {
      const body = { ExportKind: ExportKind.ProjectList, Mode: 1, Format: "pdf", Query: {} };
      expect((await start("tech", body)).statusCode).toBe(403);
      expect((await start("viewer", body)).statusCode).toBe(403);
      const [projectsModule] = await kit.t.ctx.db
        .select({ id: modules.id })
        .from(modules)
        .where(and(eq(modules.moduleId, ModuleId.Projects), eq(modules.parentId, 0)));
      await kit.t.ctx.db
        .update(roleModulePermissions)
        .set({ accessRightTypeId: AccessRightType.ReadOnly })
        .where(
          and(
            eq(roleModulePermissions.roleId, manager.record.RoleId),
            eq(roleModulePermissions.moduleRef, projectsModule!.id),
          ),
        );
      kit.t.ctx.permissions.invalidate(manager.record.RoleId);
      const res = await start(manager, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("application/pdf");
    });
  });

  describe("a project plan", () => {
    it("holds the project's tasks by planned date, in a file named after the project", async () => {
      const plan = await insertProject(kit.who.admin.orgId, `PLAN/${run}`);
      const later = await kit.insertTask({
        summary: `${word} plan later`,
        plannedDate: new Date("2026-05-04T15:00:00Z"),
        dueDate: new Date("2026-05-08T23:00:00Z"),
      });
      const sooner = await kit.insertTask({
        summary: `${word} plan sooner`,
        typeId: WorkOrderType.Rollout,
        statusId: TaskStatus.NotStarted,
        assigneeId: null,
        plannedDate: new Date("2026-04-01T15:00:00Z"),
      });
      await setProject(later, plan.id);
      await setProject(sooner, plan.id);
      await kit.insertTask({ summary: `${word} not in the plan` });
      const res = await start("admin", {
        ExportKind: ExportKind.ProjectPlan,
        Mode: 1,
        Format: "xlsx",
        Query: { ProjectId: plan.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(fileNameOf(res.headers["content-disposition"])).toMatch(
        new RegExp(`^ProjectPlan_PLAN_${run}_\\d{14}\\.xlsx$`),
      );
      const [header, ...rows] = await readSheet(res.rawPayload);
      expect(header!.slice(0, 7)).toEqual([
        "Work order",
        "Summary",
        "Type",
        "Planned",
        "Due",
        "Status",
        "Assignee",
      ]);
      expect(rows.map((r) => [r[1], r[2], r[5]])).toEqual([
        [`${word} plan sooner`, "Rollout", "Not Started"],
        [`${word} plan later`, "Corrective Maintenance", "Assigned to Technician"],
      ]);
      // Planned at 15:00 UTC reads 09:00 on Denver's clock (MDT) in the workbook.
      expect(rows[1]![3]).toBe("2026-05-04T09:00:00.000Z");
      expect(rows[1]![6]).not.toBe("");
    });

    it("refuses another organisation's project (404), a missing project (400), a PDF (400) and a role without projects (403)", async () => {
      const foreign = await insertProject(globexOrg, `PLAN-G-${run}`);
      const body = { ExportKind: ExportKind.ProjectPlan, Mode: 1, Format: "xlsx" };
      expect((await start("admin", { ...body, Query: { ProjectId: foreign.id } })).statusCode).toBe(404);
      const missing = await start("admin", { ...body, Query: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ fields: [{ field: "Query.ProjectId" }] });
      const own = await insertProject(kit.who.admin.orgId, `PLAN-O-${run}`);
      const pdf = await start("admin", { ...body, Format: "pdf", Query: { ProjectId: own.id } });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json()).toMatchObject({ fields: [{ field: "Format" }] });
      expect((await start("tech", { ...body, Query: { ProjectId: own.id } })).statusCode).toBe(403);
    });
  });
});
