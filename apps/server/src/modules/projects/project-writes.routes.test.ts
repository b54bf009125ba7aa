import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROJECT_END_BEFORE_START,
  ProgressBucket,
  type HistoryReply,
  type ListReply,
  type ProjectListRow,
  type ProjectWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openProjectTestKit, type ProjectTestKit } from "./projects.test-kit.ts";

describe.each(testBackends())("creating, editing and archiving projects on %s", (backend) => {
  let kit: ProjectTestKit;
  const write = (path: string, body: object) => kit.ok<ProjectWriteReply>(kit.call("admin", path, { body }));
  const refusal = async (path: string, body: object, status: number) => {
    const res = await kit.call("admin", path, { body });
    expect(res.statusCode, res.body).toBe(status);
    return fieldsOf(res);
  };
  const history = (id: number) =>
    kit.ok<HistoryReply>(kit.call("admin", "GetProjectHistory", { query: { Id: id } }));
  const listedCodes = async (includeArchived = false) =>
    (
      await kit.ok<ListReply<ProjectListRow>>(
        kit.call("admin", "GetProjectList", { body: { PageSize: 500, IncludeArchived: includeArchived } }),
      )
    ).Rows.map((r) => r.Code);

  beforeAll(async () => {
    kit = await openProjectTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("creates a project at one of the organisation's places, with a manager, and records it", async () => {
    const { Project } = await write("CreateProject", {
      Code: "  NEW-001 ",
      Name: "Lobby refit",
      Description: "New floor and lights",
      LocationId: kit.acme.locationId,
      ManagerId: kit.acme.employeeId,
      StartDate: "2026-04-01",
      EndDate: "2026-04-01",
    });
    expect(Project).toMatchObject({
      Code: "NEW-001",
      Name: "Lobby refit",
      Status: "Active",
      LocationName: kit.acme.locationName,
      StartDate: "2026-04-01",
      EndDate: "2026-04-01",
      TaskCount: 0,
      DoneCount: 0,
      ProgressBucket: ProgressBucket.UnableToCalculate,
      Archived: false,
    });
    expect(Project.ManagerName).toBeTruthy();
    expect(await listedCodes()).toContain("NEW-001");
    const [created] = (await history(Project.Id)).Entries;
    expect(created).toMatchObject({ Action: "Created" });
    expect(created!.Changes).toContainEqual({ Field: "Name", From: null, To: "Lobby refit" });
    expect((await kit.call("globex", "GetProjectHistory", { query: { Id: Project.Id } })).statusCode).toBe(
      404,
    );
  });

  it("refuses a taken code in any case, a missing name, an end before the start and other organisations' records", async () => {
    await write("CreateProject", { Code: "DUP-1", Name: "First" });
    expect(await refusal("CreateProject", { Code: "dup-1", Name: "Second" }, 409)).toEqual(["Code"]);
    expect(await refusal("CreateProject", { Code: "N-1", Name: "  " }, 400)).toEqual(["Name"]);
    const dates = { Code: "D-1", Name: "Dates", StartDate: "2026-05-02", EndDate: "2026-05-01" };
    const res = await kit.call("admin", "CreateProject", { body: dates });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["EndDate"]);
    expect(res.body).toContain(PROJECT_END_BEFORE_START);
    expect(await refusal("CreateProject", { Code: "D-2", Name: "x", StartDate: "2026-02-30" }, 400)).toEqual([
      "StartDate",
    ]);
    expect(
      await refusal(
        "CreateProject",
        { Code: "O-1", Name: "x", LocationId: kit.globex.locationId, ManagerId: kit.globex.employeeId },
        400,
      ),
    ).toEqual(["LocationId", "ManagerId"]);
    expect(await listedCodes(true)).not.toEqual(expect.arrayContaining(["D-1", "D-2", "O-1", "N-1"]));
  });

  it("edits a project, keeping its own code free, and records what changed", async () => {
    const { Project } = await write("CreateProject", { Code: "EDIT-1", Name: "Before" });
    await write("CreateProject", { Code: "EDIT-2", Name: "Other" });
    const edit = { Id: Project.Id, Code: "edit-1", Name: "After", Status: "On Hold", EndDate: "2026-09-30" };
    const saved = await write("UpdateProject", edit);
    expect(saved.Project).toMatchObject({
      Code: "edit-1",
      Name: "After",
      Status: "On Hold",
      EndDate: "2026-09-30",
    });
    const [edited] = (await history(Project.Id)).Entries;
    expect(edited).toMatchObject({ Action: "Edited" });
    expect(edited!.Changes).toEqual(
      expect.arrayContaining([
        { Field: "Code", From: "EDIT-1", To: "edit-1" },
        { Field: "Name", From: "Before", To: "After" },
        { Field: "End date", From: null, To: "2026-09-30" },
      ]),
    );
    expect(await refusal("UpdateProject", { ...edit, Code: "Edit-2" }, 409)).toEqual(["Code"]);
    expect(await refusal("UpdateProject", { ...edit, StartDate: "2026-10-01" }, 400)).toEqual(["EndDate"]);
    expect((await kit.call("globex", "UpdateProject", { body: edit })).statusCode).toBe(404);
  });

  it("archives a project out of the list and out of reach of edits until it is brought back", async () => {
    const { Project } = await write("CreateProject", { Code: "ARCH-1", Name: "To archive" });
    const archived = await write("ArchiveProject", { Id: Project.Id, Archived: true });
    expect(archived.Project.Archived).toBe(true);
    expect(await listedCodes()).not.toContain("ARCH-1");
    expect(await listedCodes(true)).toContain("ARCH-1");
    const edit = { Id: Project.Id, Code: "ARCH-1", Name: "Changed" };
    expect((await kit.call("admin", "UpdateProject", { body: edit })).statusCode).toBe(409);
    expect(
      (await kit.call("globex", "ArchiveProject", { body: { Id: Project.Id, Archived: false } })).statusCode,
    ).toBe(404);
    await write("ArchiveProject", { Id: Project.Id, Archived: false });
    expect((await write("UpdateProject", edit)).Project.Name).toBe("Changed");
    expect((await history(Project.Id)).Entries.map((e) => e.Action)).toEqual([
      "Edited",
      "Restored",
      "Archived",
      "Created",
    ]);
  });
});
