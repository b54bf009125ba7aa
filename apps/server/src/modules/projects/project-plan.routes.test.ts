import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  ProjectPersona,
  TaskStatus,
  WorkOrderType,
  type HistoryReply,
  type ProjectPersonaRow,
  type ProjectPersonasReply,
  type ProjectPlan,
  type ProjectWriteReply,
} from "@fieldstead/domain";
import { employees, tasks } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openProjectTestKit, seededProjects, type ProjectTestKit } from "./projects.test-kit.ts";

describe.each(testBackends())("a project's plan and people on %s", (backend) => {
  let kit: ProjectTestKit;
  let projectId: number;
  let people: { id: number; name: string }[];
  beforeAll(async () => {
    kit = await openProjectTestKit(backend);
    const created = await kit.ok<ProjectWriteReply>(
      kit.call("admin", "CreateProject", { body: { Code: "PLAN-1", Name: "Roof renewal" } }),
    );
    projectId = created.Project.Id;
    people = (
      await kit.t.ctx.db
        .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
        .from(employees)
        .where(and(eq(employees.orgId, kit.acmeId), eq(employees.enabled, true)))
        .orderBy(asc(employees.id))
        .limit(3)
    ).map((p) => ({ id: p.id, name: `${p.first} ${p.last}` }));
  });
  afterAll(() => kit?.close());

  const addTask = async (values: {
    number: string;
    planned: string | null;
    due: string | null;
    statusId?: (typeof TaskStatus)[keyof typeof TaskStatus];
    assigneeId?: number | null;
    archived?: boolean;
  }) => {
    const [row] = await kit.t.ctx.db
      .insert(tasks)
      .values({
        orgId: kit.acmeId,
        projectId,
        workOrderNumber: values.number,
        summary: `Work ${values.number}`,
        typeId: WorkOrderType.Rollout,
        statusId: values.statusId ?? TaskStatus.NotStarted,
        assigneeId: values.assigneeId ?? null,
        plannedDate: values.planned === null ? null : new Date(values.planned),
        dueDate: values.due === null ? null : new Date(values.due),
        archived: values.archived ?? false,
      })
      .returning({ id: tasks.id });
    return row!.id;
  };
  const plan = (id = projectId, account: "admin" | "viewer" | "tech" | "globex" = "admin") =>
    kit.call(account, "GetProjectPlan", { query: { Id: id } });
  const personas = (id = projectId) =>
    kit.ok<ProjectPersonaRow[]>(kit.call("admin", "GetProjectPersonas", { query: { Id: id } }));
  const add = (body: object, account: "admin" | "viewer" | "tech" | "globex" = "admin") =>
    kit.call(account, "AddProjectPersona", { body: { ProjectId: projectId, ...body } });
  const history = () =>
    kit.ok<HistoryReply>(kit.call("admin", "GetProjectHistory", { query: { Id: projectId } }));

  it("answers the project's tasks from planned to due date, dated ones first by planned date, without archived ones", async () => {
    const late = await addTask({ number: "WO-PLAN-3", planned: "2030-03-10T15:00:00Z", due: null });
    const early = await addTask({
      number: "WO-PLAN-1",
      planned: "2030-03-01T15:00:00Z",
      due: "2030-03-05T23:00:00Z",
      assigneeId: people[0]!.id,
      statusId: TaskStatus.Completed,
    });
    const undated = await addTask({ number: "WO-PLAN-9", planned: null, due: null });
    const dueOnly = await addTask({ number: "WO-PLAN-5", planned: null, due: "2020-01-01T00:00:00Z" });
    await addTask({ number: "WO-PLAN-0", planned: "2030-02-01T15:00:00Z", due: null, archived: true });

    const reply = (await plan()).json() as ProjectPlan;
    expect(reply).toMatchObject({
      ProjectId: projectId,
      Code: "PLAN-1",
      Name: "Roof renewal",
      IsTruncated: false,
    });
    expect(reply.Tasks.map((t) => t.Id)).toEqual([early, late, dueOnly, undated]);
    expect(reply.Tasks[0]).toMatchObject({
      WorkOrderNumber: "WO-PLAN-1",
      StatusName: "Completed",
      AssigneeId: people[0]!.id,
      AssigneeName: people[0]!.name,
      PlannedDate: "2030-03-01T15:00:00.000Z",
      DueDate: "2030-03-05T23:00:00.000Z",
      IsDone: true,
      IsOverdue: false,
    });
    expect(reply.Tasks.find((t) => t.Id === dueOnly)).toMatchObject({ IsOverdue: true, IsDone: false });
  });

  it("answers a seeded project's plan with as many tasks as its page counts", async () => {
    const [seeded] = await seededProjects(kit.t, kit.acmeId);
    const project = (await kit.call("admin", "GetProject", { query: { Id: seeded!.id } })).json();
    const res = await plan(seeded!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProjectPlan).Tasks).toHaveLength(project.TaskCount);
  });

  it("answers 404 for another organisation's project, 403 without the Projects right, 400 for a bad id", async () => {
    expect((await plan(projectId, "globex")).statusCode).toBe(404);
    expect((await plan(projectId, "tech")).statusCode).toBe(403);
    expect((await kit.call("admin", "GetProjectPlan", { query: { Id: "x" } })).statusCode).toBe(400);
    expect((await kit.call("globex", "GetProjectPersonas", { query: { Id: projectId } })).statusCode).toBe(
      404,
    );
  });

  it("gives people parts in the project, lists them by part, and records each in the project's history", async () => {
    const [first, second] = people;
    const added = await kit.ok<ProjectPersonasReply>(
      add({ EmployeeId: second!.id, Persona: ProjectPersona.Technician }),
    );
    expect(added.StatusMessage).toBe(`${second!.name} added as Technician.`);
    await kit.ok(add({ EmployeeId: first!.id, Persona: ProjectPersona.ProjectManager }));
    await kit.ok(add({ EmployeeId: first!.id, Persona: ProjectPersona.SiteSupervisor }));
    const listed = await personas();
    expect(listed.map((p) => [p.EmployeeName, p.Persona])).toEqual([
      [first!.name, "Project Manager"],
      [first!.name, "Site Supervisor"],
      [second!.name, "Technician"],
    ]);
    expect(listed[0]!.Email).toContain("@");

    const [latest] = (await history()).Entries;
    expect(latest).toMatchObject({
      Action: "PersonaAdded",
      Summary: `${first!.name} added as Site Supervisor`,
      Changes: [{ Field: "Site Supervisor", From: null, To: first!.name }],
    });
  });

  it("refuses the same part twice (409), an unknown part (400 naming Persona), another organisation's person (400 naming EmployeeId)", async () => {
    const [first] = people;
    const twice = await add({ EmployeeId: first!.id, Persona: ProjectPersona.ProjectManager });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().StatusMessage).toBe(`${first!.name} is already Project Manager of this project.`);
    const unknown = await add({ EmployeeId: first!.id, Persona: "Chief Dreamer" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().StatusMessage).toContain("Persona");
    const foreign = await add({ EmployeeId: kit.globex.employeeId, Persona: ProjectPersona.Engineer });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(["EmployeeId"]);
    expect(await personas()).toHaveLength(3);
  });

  it("takes a part away with its history entry; an unknown part is a 404", async () => {
    const before = await personas();
    const gone = before.find((p) => p.Persona === "Technician")!;
    const reply = await kit.ok<ProjectPersonasReply>(
      kit.call("admin", "RemoveProjectPersona", { body: { ProjectId: projectId, Id: gone.Id } }),
    );
    expect(reply.Personas.map((p) => p.Id)).not.toContain(gone.Id);
    expect(reply.StatusMessage).toBe(`${gone.EmployeeName} removed as Technician.`);
    const [latest] = (await history()).Entries;
    expect(latest).toMatchObject({
      Action: "PersonaRemoved",
      Changes: [{ Field: "Technician", From: gone.EmployeeName, To: null }],
    });
    const again = await kit.call("admin", "RemoveProjectPersona", {
      body: { ProjectId: projectId, Id: gone.Id },
    });
    expect(again.statusCode).toBe(404);
  });

  it("lets only Edit Project change people: 403 for others, 404 for another organisation's project, 409 while archived", async () => {
    const [, , third] = people;
    const body = { EmployeeId: third!.id, Persona: ProjectPersona.CustomerContact };
    expect((await add(body, "viewer")).statusCode).toBe(403);
    expect((await add(body, "tech")).statusCode).toBe(403);
    expect((await add(body, "globex")).statusCode).toBe(404);
    await kit.ok(kit.call("admin", "ArchiveProject", { body: { Id: projectId, Archived: true } }));
    const archived = await add(body);
    expect(archived.statusCode).toBe(409);
    const remove = await kit.call("admin", "RemoveProjectPersona", {
      body: { ProjectId: projectId, Id: (await personas())[0]!.Id },
    });
    expect(remove.statusCode).toBe(409);
    // An archived project's plan and people stay readable.
    expect((await plan()).statusCode).toBe(200);
    expect(await personas()).toHaveLength(2);
  });
});
