import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { and, count, eq, inArray, like, notInArray } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  ImportKind,
  TaskPriority,
  TaskStatus,
  WorkOrderType,
  type TaskHistoryEntry,
} from "@fieldstead/domain";
import { domainEvents, employees, organisations, projects, tasks } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  findLocation,
  GLOBEX,
  openImportsHarness,
  TECH,
  workbookOf,
  type ImportsHarness,
} from "./imports.test-kit.ts";

const { Tasks } = ImportKind;
const MANAGER = "manager@acme.example";

describe.each(testBackends())("bulk creation of work orders on %s", (backend) => {
  let h: ImportsHarness;
  let project: { id: number; code: string };
  let managerToken: string;
  const run = Date.now().toString(36).toUpperCase();
  const csv = (lines: string[]) => lines.join("\r\n");
  const countTasks = async () =>
    Number((await h.t.ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.orgId, h.orgId)))[0]!.n);
  const tasksNamed = (prefix: string) =>
    h.t.ctx.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.orgId, h.orgId), like(tasks.summary, `${prefix}%`)))
      .orderBy(tasks.id);
  const employeeId = async (email: string) =>
    (await h.t.ctx.db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]!.id;
  const insertProject = async (orgId: number, code: string, archived = false) =>
    (
      await h.t.ctx.db
        .insert(projects)
        .values({ orgId, code, name: `Project ${code}`, archived })
        .returning({ id: projects.id, code: projects.code })
    )[0]!;

  beforeAll(async () => {
    h = await openImportsHarness(backend);
    project = await insertProject(h.orgId, `IMP-${run}`);
    managerToken = (await h.t.signIn(MANAGER)).token;
  }, 60_000);
  afterAll(() => h?.close());

  it("imports a good csv as numbered work orders with their references, 'imported' history and events", async () => {
    const before = await countTasks();
    const place = await findLocation(h, "DTC-01");
    const tag = `Good ${run}`;
    const job = await h.run(
      Tasks,
      "work.csv",
      csv([
        "Summary,Type,Priority,Project,Location,Assignee,Planned date,Due date,Review levels,Region",
        `${tag} A,Corrective Maintenance,High,${project.code.toLowerCase()},DTC-01,TECH@acme.example,2026-03-02,06-03-2026,2,North`,
        `${tag} B,fueling,,,${place.name},,,,,`,
      ]),
    );
    expect(job).toMatchObject({ State: 2, Phase: "Done", Written: 2, Problems: [] });
    expect(job.Message).toBe("2 work orders imported.");
    expect(await countTasks()).toBe(before + 2);

    const [a, b] = await tasksNamed(tag);
    const tech = await employeeId(TECH);
    const admin = await employeeId(ADMIN);
    expect(a).toMatchObject({
      summary: `${tag} A`,
      typeId: WorkOrderType.CorrectiveMaintenance,
      priorityId: TaskPriority.High,
      projectId: project.id,
      locationId: place.id,
      assigneeId: tech,
      statusId: TaskStatus.AssignedToTechnician,
      reviewLevels: 2,
      region: "North",
      createdById: admin,
      // The planned day begins and the due day ends in Denver (UTC-7 in March before the clocks change).
      plannedDate: new Date("2026-03-02T07:00:00.000Z"),
      dueDate: new Date("2026-03-07T06:59:59.000Z"),
    });
    expect(b).toMatchObject({
      typeId: WorkOrderType.Fueling,
      priorityId: TaskPriority.Medium,
      projectId: null,
      assigneeId: null,
      statusId: TaskStatus.NotStarted,
      plannedDate: null,
    });
    expect(a!.workOrderNumber).toMatch(/^WO-\d{4}-\d{5}$/);
    expect(b!.workOrderNumber).not.toBe(a!.workOrderNumber);

    const history = await h.t.call("GET", `/api/Task/GetTaskHistory?Id=${a!.id}`, { token: h.token(ADMIN) });
    expect(history.statusCode).toBe(200);
    expect((history.json() as TaskHistoryEntry[]).map((e) => [e.Action, e.Summary])).toContainEqual([
      "Created",
      `Work order ${a!.workOrderNumber} imported`,
    ]);
    const events = await h.t.ctx.db
      .select({ type: domainEvents.eventType, concerns: domainEvents.concerns })
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectType, AuditEntityType.Task), eq(domainEvents.subjectId, a!.id)));
    expect(events).toContainEqual({ type: DomainEventType.TaskAssigned, concerns: [tech] });
  });

  it("refuses a file with bad rows, naming each row and column, and writes nothing", async () => {
    const before = await countTasks();
    const tag = `Bad ${run}`;
    const job = await h.run(
      Tasks,
      "bad.csv",
      csv([
        "Summary,Type,Location,Assignee,Planned date,Due date,Review levels",
        `${tag} fine,Rollout,DTC-01,,,,`,
        `,Rollout,,,,,`,
        `${tag} type,Plumbing,,,,,`,
        `${tag} date,Rollout,,,31-02-2026,,`,
        `${tag} order,Rollout,,,2026-03-10,2026-03-09,`,
        `${tag} place,Rollout,NOWHERE-${run},,,,`,
        `${tag} person,Rollout,,nobody-${run}@acme.example,,,`,
        `${tag} levels,Rollout,,,,,5`,
        `${tag} also fine,Drive Test,,,,,`,
      ]),
    );
    expect(job).toMatchObject({ State: 3, Phase: "Done", Written: 0, TotalRows: 9 });
    expect(job.Problems.map((p) => [p.Row, p.Field])).toEqual([
      [3, "Summary"],
      [4, "Type"],
      [5, "Planned date"],
      [6, "Due date"],
      [7, "Location"],
      [8, "Assignee"],
      [9, "Review levels"],
    ]);
    expect(job.Problems.find((p) => p.Row === 7)!.Message).toBe(
      `No location has the code or name 'NOWHERE-${run}' in your organisation.`,
    );
    expect(job.Problems.find((p) => p.Row === 6)!.Message).toBe("DueDate cannot be before the planned date.");
    expect(job.Message).toBe("7 rows have problems; nothing was imported.");
    expect(await countTasks()).toBe(before);
    expect(await tasksNamed(tag)).toEqual([]);
  });

  it("refuses rows naming another organisation's project, location or person, or one no longer in use", async () => {
    const [globex] = await h.t.ctx.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, "Globex Field Services"));
    const foreign = await insertProject(globex!.id, `GBX-${run}`);
    const archived = await insertProject(h.orgId, `OLD-${run}`, true);
    const [leaver] = await h.t.ctx.db
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(
        and(
          eq(employees.orgId, h.orgId),
          notInArray(employees.email, [ADMIN, TECH, MANAGER, "viewer@acme.example", "lease@acme.example"]),
        ),
      )
      .limit(1);
    await h.t.ctx.db.update(employees).set({ enabled: false }).where(eq(employees.id, leaver!.id));
    const before = await countTasks();
    const job = await h.run(
      Tasks,
      "foreign.csv",
      csv([
        "Summary,Type,Project,Location,Assignee,Driver,Employee",
        `Foreign project,Rollout,${foreign.code},,,,`,
        `Foreign place,Rollout,,DEN-01,,,`,
        `Foreign person,Rollout,,,tech@globex.example,,`,
        `Foreign admin,Rollout,,,,,${GLOBEX}`,
        `Archived project,Rollout,${archived.code},,,,`,
        `Former colleague,Rollout,,,,${leaver!.email},`,
        `Fine one,Rollout,${project.code},DTC-01,${TECH},,`,
      ]),
    );
    expect(job.State).toBe(3);
    expect(job.Problems).toEqual([
      {
        Row: 2,
        Field: "Project",
        Message: `No project has the code '${foreign.code}' in your organisation.`,
      },
      {
        Row: 3,
        Field: "Location",
        Message: "No location has the code or name 'DEN-01' in your organisation.",
      },
      {
        Row: 4,
        Field: "Assignee",
        Message: "No one in your organisation has the e-mail 'tech@globex.example'.",
      },
      { Row: 5, Field: "Employee", Message: `No one in your organisation has the e-mail '${GLOBEX}'.` },
      {
        Row: 6,
        Field: "Project",
        Message: `Project ${archived.code} is archived: bring it back before adding work to it.`,
      },
      { Row: 7, Field: "Driver", Message: `${leaver!.email} is no longer active: choose someone who is.` },
    ]);
    expect(await countTasks()).toBe(before);
    await h.t.ctx.db.update(employees).set({ enabled: true }).where(eq(employees.id, leaver!.id));
  });

  it("reads an xlsx file with Excel dates and headers in any case", async () => {
    const tag = `Sheet ${run}`;
    const xlsx = await workbookOf([
      ["summary", "TYPE", "planned date", "Due Date", "Start", "End", "assignee"],
      [`${tag} one`, "Site Deployment", 46083, 46087, "Mar 02, 2026", "2026-03-03", MANAGER],
    ]);
    const job = await h.run(Tasks, "work.xlsx", xlsx);
    expect(job).toMatchObject({ State: 2, Written: 1, Message: "1 work order imported." });
    const [task] = await tasksNamed(tag);
    expect(task).toMatchObject({
      typeId: WorkOrderType.SiteDeployment,
      assigneeId: await employeeId(MANAGER),
      plannedDate: new Date("2026-03-02T07:00:00.000Z"),
      dueDate: new Date("2026-03-07T06:59:59.000Z"),
      startAt: new Date("2026-03-02T07:00:00.000Z"),
      endAt: new Date("2026-03-04T06:59:59.000Z"),
    });
  });

  it("needs the right to bulk-create tasks: 403 for the technician, the template and the import for the manager", async () => {
    const denied = await h.upload(TECH, Tasks, "a.csv", "Summary,Type\nX,Rollout\n");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      StatusMessage: "Importing work orders needs the right to bulk-create tasks.",
    });
    const template = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${Tasks}`, {
      token: h.token(TECH),
    });
    expect(template.statusCode).toBe(403);

    const res = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${Tasks}`, {
      token: managerToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("WorkOrders_Import_Template.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(["Summary", "Type", "Assignee", "Planned date", "Review levels"]),
    );
    expect(workbook.worksheets[0]!.getRow(1).getCell(7).note).toMatch(/e-mail/);
  });

  it("imports the template's example row as it is", async () => {
    const template = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${Tasks}`, {
      token: h.token(ADMIN),
    });
    const before = await countTasks();
    const job = await h.run(Tasks, "template.xlsx", template.rawPayload);
    expect(job).toMatchObject({ State: 2, Written: 1 });
    expect(await countTasks()).toBe(before + 1);
  });

  it("writes a large file in one transaction, numbering every row", async () => {
    const tag = `Bulk ${run}`;
    const rows = Array.from({ length: 1_200 }, (_, i) => `${tag} ${i},Rollout,DTC-01,${TECH}`);
    const job = await h.run(Tasks, "many.csv", csv(["Summary,Type,Location,Assignee", ...rows]));
    expect(job).toMatchObject({ State: 2, Written: 1_200 });
    const written = await tasksNamed(tag);
    expect(new Set(written.map((t) => t.workOrderNumber)).size).toBe(1_200);
    const ids = written.map((t) => t.id);
    const events = await h.t.ctx.db
      .select({ n: count() })
      .from(domainEvents)
      .where(
        and(eq(domainEvents.eventType, DomainEventType.TaskAssigned), inArray(domainEvents.subjectId, ids)),
      );
    expect(Number(events[0]!.n)).toBe(1_200);
  }, 60_000);
});
