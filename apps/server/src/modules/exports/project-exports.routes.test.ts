import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AccessRightType, ExportKind, ModuleId, TaskStatus, WorkOrderType } from "@fieldstead/domain";
import { modules, roleModulePermissions } from "../../db/schema/index.ts";
import type { SignedIn } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit } from "../tasks/tasks.test-kit.ts";
import { fileNameOf, readSheet, workExportsKit } from "./work-exports.test-kit.ts";

describe.each(testBackends())("project exports on %s", (backend) => {
  let kit: TasksTestKit;
  let manager: SignedIn;
  let globexOrg: number;
  let x: ReturnType<typeof workExportsKit>;
  const run = Date.now().toString(36).toUpperCase();
  const word = `Xport${run}`;
  const start: ReturnType<typeof workExportsKit>["start"] = (who, body) => x.start(who, body);
  const insertProject: ReturnType<typeof workExportsKit>["insertProject"] = (...args) =>
    x.insertProject(...args);
  const setProject = (taskId: number, projectId: number) => x.setProject(taskId, projectId);

  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    x = workExportsKit(kit, word);
    manager = await kit.t.signIn("manager@acme.example");
    globexOrg = await x.globexOrgId();
  }, 60_000);
  afterAll(() => kit?.close());

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
