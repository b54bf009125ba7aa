import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ExportJobState,
  ExportKind,
  ModuleId,
  TaskStatus,
  type ExportJobsReply,
  type ListReply,
  type TaskListRow,
} from "@fieldstead/domain";
import { tasks } from "../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks/tasks.test-kit.ts";
import { fileNameOf, readSheet, workExportsKit } from "./work-exports.test-kit.ts";

const MANAGER = "manager@acme.example";

describe.each(testBackends())("task exports on %s", (backend) => {
  let kit: TasksTestKit;
  let manager: SignedIn;
  let globexOrg: number;
  const run = Date.now().toString(36).toUpperCase();
  const word = `Xport${run}`;
  const start = (who: Who | SignedIn, body: object) => workExportsKit(kit, word).start(who, body);

  const numberOf = async (id: number) =>
    (await kit.t.ctx.db.select({ n: tasks.workOrderNumber }).from(tasks).where(eq(tasks.id, id)))[0]!.n;

  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    manager = await kit.t.signIn(MANAGER);
    globexOrg = await workExportsKit(kit, word).globexOrgId();
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
});
