import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import {
  CLOSED_TASK_STATUSES,
  ModuleId,
  ProgressBucket,
  progressBucketOf,
  TaskStatus,
  type ListReply,
  type ProjectDetail,
  type ProjectListRow,
} from "@fieldstead/domain";
import { tasks } from "../../db/schema/index.ts";
import { revokeModule } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openProjectTestKit, seededProjects, type ProjectTestKit } from "./projects.test-kit.ts";

describe.each(testBackends())("project list and details on %s", (backend) => {
  let kit: ProjectTestKit;
  const list = (body: object = {}) =>
    kit.ok<ListReply<ProjectListRow>>(
      kit.call("admin", "GetProjectList", { body: { PageSize: 500, ...body } }),
    );

  beforeAll(async () => {
    kit = await openProjectTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists the organisation's projects without the archived ones unless asked, with their progress", async () => {
    const seeded = await seededProjects(kit.t, kit.acmeId);
    expect(seeded.some((p) => p.archived)).toBe(true);
    const shown = await list();
    expect(shown.Rows.map((r) => r.Code).sort()).toEqual(
      seeded
        .filter((p) => !p.archived)
        .map((p) => p.code)
        .sort(),
    );
    const all = await list({ IncludeArchived: true });
    expect(all.Rows).toHaveLength(seeded.length);
    expect(all.Rows.some((r) => r.Archived)).toBe(true);
    for (const row of all.Rows)
      expect(row.ProgressBucket).toBe(progressBucketOf({ done: row.DoneCount, total: row.TaskCount }));
    expect(all.Rows.some((r) => r.TaskCount > 0)).toBe(true);
  });

  it("sorts and filters by progress and searches codes on the server; an unknown column is a 400", async () => {
    const byProgress = await list({
      IncludeArchived: true,
      SortModel: [{ colId: "ProgressBucket", sort: "desc" }],
    });
    const buckets = byProgress.Rows.map((r) => r.ProgressBucket);
    expect(buckets).toEqual([...buckets].sort((a, b) => b - a));
    const some = byProgress.Rows.find((r) => r.TaskCount > 0)!;
    const filtered = await list({
      IncludeArchived: true,
      FilterModel: { ProgressBucket: { filterType: "set", values: [some.ProgressBucket] } },
    });
    expect(filtered.Rows.length).toBeGreaterThan(0);
    expect(filtered.Rows.every((r) => r.ProgressBucket === some.ProgressBucket)).toBe(true);
    const searched = await list({ IncludeArchived: true, Search: some.Code.toLowerCase() });
    expect(searched.Rows.map((r) => r.Code)).toContain(some.Code);
    const res = await kit.call("admin", "GetProjectList", {
      body: { SortModel: [{ colId: "Nope", sort: "asc" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["SortModel.0.colId"]);
  });

  it("shows one project as its list row shows it, and no other organisation's project", async () => {
    const [row] = (await list({ SortModel: [{ colId: "TaskCount", sort: "desc" }] })).Rows;
    const detail = await kit.ok<ProjectDetail>(kit.call("admin", "GetProject", { query: { Id: row!.Id } }));
    expect(detail).toMatchObject(row!);
    expect(detail.TaskCount).toBeGreaterThan(0);
    expect((await kit.call("globex", "GetProject", { query: { Id: row!.Id } })).statusCode).toBe(404);
    expect((await kit.call("admin", "GetProject", { query: { Id: 99_999_999 } })).statusCode).toBe(404);
    expect((await kit.call("admin", "GetProject", { query: { Id: "x" } })).statusCode).toBe(400);
    const globexList = await kit.ok<ListReply<ProjectListRow>>(
      kit.call("globex", "GetProjectList", { body: { IncludeArchived: true, PageSize: 500 } }),
    );
    expect(globexList.Rows.map((r) => r.Id)).not.toContain(row!.Id);
  });

  it("counts closed tasks as done, and the bucket follows them", async () => {
    const [row] = (await list({ SortModel: [{ colId: "TaskCount", sort: "desc" }] })).Rows;
    const db = kit.t.ctx.db;
    const ofProject = and(eq(tasks.orgId, kit.acmeId), eq(tasks.projectId, row!.Id));
    await db
      .update(tasks)
      .set({ statusId: TaskStatus.InProgress })
      .where(and(ofProject, inArray(tasks.statusId, [...CLOSED_TASK_STATUSES])));
    const none = await kit.ok<ProjectDetail>(kit.call("admin", "GetProject", { query: { Id: row!.Id } }));
    expect(none).toMatchObject({ DoneCount: 0, ProgressBucket: ProgressBucket.NoProgress });
    await db
      .update(tasks)
      .set({ statusId: TaskStatus.Completed })
      .where(and(ofProject, notInArray(tasks.statusId, [...CLOSED_TASK_STATUSES])));
    const all = await kit.ok<ProjectDetail>(kit.call("admin", "GetProject", { query: { Id: row!.Id } }));
    expect(all).toMatchObject({ DoneCount: row!.TaskCount, ProgressBucket: ProgressBucket.High });
  });

  it("lets only those with the Projects right read projects, and only the administrator change them", async () => {
    expect((await kit.call("tech", "GetProjectList", { body: {} })).statusCode).toBe(403);
    expect((await kit.call("viewer", "GetProject", { query: { Id: 1 } })).statusCode).toBe(403);
    const body = { Code: "RIGHTS-1", Name: "Rights" };
    expect((await kit.call("tech", "CreateProject", { body })).statusCode).toBe(403);
    const admin = await kit.t.signIn("admin@acme.example");
    await revokeModule(kit.t, admin, { moduleId: ModuleId.ProjectCreate, parentId: ModuleId.Projects });
    expect((await kit.call("admin", "CreateProject", { body })).statusCode).toBe(403);
    expect((await kit.call("admin", "GetProjectList", { body: {} })).statusCode).toBe(200);
  });
});
