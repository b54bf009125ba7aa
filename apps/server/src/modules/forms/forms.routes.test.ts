import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FieldType,
  FormLifecycle,
  FormulaReason,
  WorkOrderType,
  type FormListReply,
  type FormLiteRow,
  type FormWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  definitionOf,
  messageOf,
  ok,
  openFormsTestKit,
  problemsOf,
  type FormsTestKit,
} from "./forms.test-kit.ts";

describe.each(testBackends())("the Form Builder's store on %s", (backend) => {
  let kit: FormsTestKit;
  const lite = (body: Record<string, unknown> = {}, w: "admin" | "globex" = "admin") =>
    ok<FormLiteRow[]>(kit.call(w, "GetFormListLite", { body }));
  const list = (body: Record<string, unknown> = {}) =>
    ok<FormListReply>(kit.call("admin", "GetForms", { body })).then((r) => r.Forms);

  beforeAll(async () => {
    kit = await openFormsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("starts with the demo's approved fueling reading and draft site survey, each organisation its own", async () => {
    expect(await lite()).toEqual([
      { FormId: expect.any(Number), Name: "Fueling reading", Version: 1, StatusId: FormLifecycle.Approve },
      { FormId: expect.any(Number), Name: "Site survey", Version: 0, StatusId: FormLifecycle.Draft },
    ]);
    expect((await lite({ ApprovedOnly: true })).map((f) => f.Name)).toEqual(["Fueling reading"]);
    expect((await lite({ TypeId: WorkOrderType.Fueling })).map((f) => f.Name)).toEqual(["Fueling reading"]);
    expect(await lite({ TypeId: WorkOrderType.Lease })).toEqual([]);
    expect((await lite({ SearchQuery: "SURVEY" })).map((f) => f.Name)).toEqual(["Site survey"]);
    const acme = new Set((await lite()).map((f) => f.FormId));
    expect((await lite({}, "globex")).some((f) => acme.has(f.FormId))).toBe(false);
    const fueling = (await list()).find((f) => f.Name === "Fueling reading");
    expect(fueling).toMatchObject({
      StatusName: "Approved",
      Version: 1,
      WorkOrderType: "Fueling",
      FieldCount: 5,
      UpdatedByName: "Avery Collins",
    });
  });

  it("creates a draft, lists it and opens it with its definition and history", async () => {
    const reply = await ok<FormWriteReply>(
      kit.save({
        Name: "  Generator check ",
        Description: "Monthly",
        WorkOrderType: "CorrectiveMaintenance",
        Definition: definitionOf(),
      }),
    );
    expect(reply).toEqual({
      StatusCode: 0,
      StatusMessage: 'Form "Generator check" saved.',
      FormId: expect.any(Number),
      StatusId: FormLifecycle.Draft,
      Version: 0,
    });
    expect((await list({ SearchQuery: "generator" }))[0]).toEqual({
      FormId: reply.FormId,
      Name: "Generator check",
      Description: "Monthly",
      StatusId: FormLifecycle.Draft,
      StatusName: "Draft",
      Version: 0,
      WorkOrderType: "CorrectiveMaintenance",
      UpdatedOn: "2026-11-22T15:00:00.000Z",
      UpdatedByName: "Avery Collins",
      FieldCount: 3,
    });
    const form = await kit.get(reply.FormId);
    expect(form).toMatchObject({ Name: "Generator check", StatusId: 1, Version: 0, IsInUse: false });
    expect(form.NextActions).toEqual([FormLifecycle.RequestForReview]);
    expect(form.Definition).toEqual(definitionOf());
    expect(form.History).toEqual([
      {
        FromStatusId: null,
        FromStatusName: null,
        ToStatusId: 1,
        ToStatusName: "Draft",
        Comment: null,
        ByName: "Avery Collins",
        On: "2026-11-22T15:00:00.000Z",
      },
    ]);
    expect((await list({ StatusId: FormLifecycle.Approve })).map((f) => f.Name)).toEqual(["Fueling reading"]);
  });

  it("saves a draft again, renaming it and changing its fields, without a history row", async () => {
    const id = await kit.create("Pump log");
    const extra = { QuestionId: 4, QuestionText: "Notes", FieldTypeId: FieldType.Paragraph };
    const reply = await ok<FormWriteReply>(
      kit.save({ FormId: id, Name: "Pump log v2", Definition: definitionOf([extra]) }),
    );
    expect(reply).toMatchObject({ FormId: id, StatusId: FormLifecycle.Draft, Version: 0 });
    const form = await kit.get(id);
    expect(form.Name).toBe("Pump log v2");
    expect(form.Definition.Sections[0]!.Fields).toHaveLength(4);
    expect(form.History).toHaveLength(1);
  });

  it("refuses a name another form of the organisation uses, whatever its capitals; another organisation may", async () => {
    await kit.create("Tower climb");
    const before = await kit.formCount();
    for (const Name of ["tower CLIMB", " Tower climb "]) {
      const res = await kit.save({ Name, Definition: definitionOf() });
      expect(res.statusCode).toBe(400);
      expect(problemsOf(res)).toEqual([
        { field: "Name", message: `A form named "${Name.trim()}" exists already.` },
      ]);
    }
    const other = await kit.create("Other name");
    const rename = await kit.save({ FormId: other, Name: "TOWER climb", Definition: definitionOf() });
    expect(problemsOf(rename).map((p) => p.field)).toEqual(["Name"]);
    expect((await kit.get(other)).Name).toBe("Other name");
    expect(await kit.formCount()).toBe(before + 1);
    await ok(kit.save({ Name: "Tower climb", Definition: definitionOf() }, "globex"));
  });

  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    [
      "a formula with unbalanced parentheses",
      {
        Definition: definitionOf([
          { QuestionId: 4, QuestionText: "Bad", FieldTypeId: FieldType.Decimal, Formula: "([Meter] + 1" },
        ]),
      },
      [{ field: "Definition.Sections.0.Fields.3.Formula", message: FormulaReason.UnbalancedParentheses }],
    ],
    [
      "a formula naming a field that is not on the form",
      {
        Definition: definitionOf([
          { QuestionId: 4, QuestionText: "Bad", FieldTypeId: FieldType.Decimal, Formula: "[Nowhere] + 1" },
        ]),
      },
      [
        {
          field: "Definition.Sections.0.Fields.3.Formula",
          message: "The formula names a field that is not on this form: [Nowhere].",
        },
      ],
    ],
    [
      "two fields with one QuestionId",
      {
        Definition: definitionOf([
          { QuestionId: 1, QuestionText: "Again", FieldTypeId: FieldType.Paragraph },
        ]),
      },
      [
        {
          field: "Definition.Sections.0.Fields.3.QuestionId",
          message: "QuestionId 1 is used by another field of this form.",
        },
      ],
    ],
    [
      "a dropdown without options",
      {
        Definition: definitionOf([{ QuestionId: 4, QuestionText: "Pick", FieldTypeId: FieldType.Dropdown }]),
      },
      [
        {
          field: "Definition.Sections.0.Fields.3.Options",
          message: "Options must list at least one option for a Dropdown or Multiselect field.",
        },
      ],
    ],
    ["a blank name", { Name: "   " }, [{ field: "Name", message: "Name is required." }]],
    [
      "a 10,000-character name",
      { Name: "n".repeat(10_000) },
      [{ field: "Name", message: "Name has at most 100 characters." }],
    ],
    [
      "an unknown work-order type",
      { WorkOrderType: "Plumbing" },
      [{ field: "WorkOrderType", message: expect.stringContaining("WorkOrderType must be one of Master,") }],
    ],
    [
      "no definition",
      { Definition: undefined },
      [{ field: "Definition", message: "Definition must be an object with Sections." }],
    ],
  ])("refuses %s with a 400 naming the field, writing nothing", async (_, change, expected) => {
    const before = await kit.formCount();
    const res = await kit.save({ Name: "Refused form", Definition: definitionOf(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(problemsOf(res)).toEqual(expected);
    expect(await kit.formCount()).toBe(before);
  });

  it("answers 400 to a form id that is no number, and 404 to one that does not exist", async () => {
    const bad = await kit.call("admin", "GetForm", { query: { FormId: "abc" } });
    expect(bad.statusCode).toBe(400);
    expect(problemsOf(bad)[0]?.field).toBe("FormId");
    const none = await kit.call("admin", "GetForm", { query: { FormId: "999999" } });
    expect(none.statusCode).toBe(404);
    expect(messageOf(none)).toBe("Form not found.");
    const saveNone = await kit.save({ FormId: 999_999, Name: "Ghost", Definition: definitionOf() });
    expect(saveNone.statusCode).toBe(404);
  });
});
