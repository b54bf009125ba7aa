import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FileType,
  MediaCategory,
  type LeaseFormField,
  type LeaseFormValuesReply,
  type SaveLeaseFormFieldsInput,
} from "@fieldstead/domain";
import { documents } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  monthlyPeriods,
  openLeaseBillingTestKit,
  type LeaseBillingTestKit,
  type Who,
} from "../billing/lease-billing.test-kit.ts";
import { LEASE_FORM_REFUSALS } from "./lease-form-fields.service.ts";
import { UNKNOWN_FIELD } from "./lease-form-values.service.ts";

type FieldsBody = SaveLeaseFormFieldsInput["Fields"];

const DESIGN: FieldsBody = [
  { Label: "Unit code", FieldType: "Text", Required: true },
  { Label: "Floor area", FieldType: "Number" },
  { Label: "Inspection", FieldType: "Date" },
  { Label: "Use", FieldType: "Dropdown", Options: ["Retail", "Office"] },
  { Label: "Signed copy", FieldType: "File", Options: ["ignored"] },
];

describe.each(testBackends())("a lease's extra fields and their answers on %s", (backend) => {
  let kit: LeaseBillingTestKit;
  const saveFields = (Fields: FieldsBody, who: Who = "lease") =>
    kit.call(who, "SaveLeaseFormFields", { body: { Fields } });
  const getFields = (who: Who = "lease") =>
    kit.ok<LeaseFormField[]>(kit.call(who, "GetLeaseFormFields", { query: {} }));
  const saveValues = (LeaseId: number, Values: Record<string, string | null>, who: Who = "lease") =>
    kit.call(who, "SaveLeaseFormValues", { body: { LeaseId, Values } });
  const getValues = (id: number, who: Who = "lease") =>
    kit.ok<LeaseFormValuesReply>(kit.call(who, "GetLeaseFormValues", { query: { Id: id } }));
  const refusedFields = async (res: ReturnType<typeof saveFields>) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(400);
    return fieldsOf(answered);
  };
  let fields: LeaseFormField[] = [];
  const idOf = (label: string) => String(fields.find((f) => f.Label === label)!.Id);

  beforeAll(async () => {
    kit = await openLeaseBillingTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("saves the designer's fields in the order given, and retires those left out", async () => {
    fields = await kit.ok<LeaseFormField[]>(saveFields(DESIGN));
    expect(fields.map((f) => [f.Label, f.FieldType, f.Required, f.Options, f.SortOrder])).toEqual([
      ["Unit code", "Text", true, [], 0],
      ["Floor area", "Number", false, [], 1],
      ["Inspection", "Date", false, [], 2],
      ["Use", "Dropdown", false, ["Retail", "Office"], 3],
      ["Signed copy", "File", false, [], 4],
    ]);
    expect(await getFields()).toEqual(fields);
    expect(await getFields("globex")).toEqual([]);

    const [unit, area, inspection, use, signed] = fields as [LeaseFormField, ...LeaseFormField[]];
    const redesigned = await kit.ok<LeaseFormField[]>(
      saveFields([
        { ...use!, Options: ["Retail", "Office", "Storage"] },
        { ...unit },
        { Label: "Obsolete", FieldType: "Text" },
        { ...area!, Label: "Floor area (m²)" },
        { ...inspection! },
        { ...signed! },
      ]),
    );
    expect(redesigned.map((f) => [f.Id, f.Label, f.SortOrder])).toEqual([
      [use!.Id, "Use", 0],
      [unit.Id, "Unit code", 1],
      [expect.any(Number), "Obsolete", 2],
      [area!.Id, "Floor area (m²)", 3],
      [inspection!.Id, "Inspection", 4],
      [signed!.Id, "Signed copy", 5],
    ]);
    fields = await kit.ok<LeaseFormField[]>(saveFields(redesigned.filter((f) => f.Label !== "Obsolete")));
    expect(fields.map((f) => f.Label)).toEqual([
      "Use",
      "Unit code",
      "Floor area (m²)",
      "Inspection",
      "Signed copy",
    ]);
    expect(fields.map((f) => f.SortOrder)).toEqual([0, 1, 2, 3, 4]);
  });

  it("refuses a dropdown without options, a label used twice and a field of no one's form, naming each", async () => {
    expect(await refusedFields(saveFields([...fields, { Label: "Zone", FieldType: "Dropdown" }]))).toEqual([
      "Fields.5.Options",
    ]);
    const twice = await saveFields([...fields, { Label: "unit CODE", FieldType: "Text" }]);
    expect(await refusedFields(Promise.resolve(twice))).toEqual(["Fields.5.Label"]);
    expect(twice.json()).toMatchObject({
      fields: [{ message: LEASE_FORM_REFUSALS.duplicateLabel("unit CODE") }],
    });
    expect(
      await refusedFields(saveFields([{ Id: 2_000_000_000, Label: "Ghost", FieldType: "Text" }])),
    ).toEqual(["Fields.0.Id"]);
    expect(await refusedFields(saveFields([{ Label: " ", FieldType: "Text" }]))).toEqual(["Fields.0.Label"]);
    expect((await saveFields(fields, "viewer")).statusCode).toBe(403);
    expect(await getFields()).toEqual(fields);
  });

  it("keeps a lease's answers, each checked against its field, and names the fields changed in its history", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 1, "100.00"));
    const other = await kit.addLease(monthlyPeriods("2026-10", 1, "100.00"));
    const [mine, theirs] = await kit.t.ctx.db
      .insert(documents)
      .values(
        [lease.id, other.id].map((entityId) => ({
          orgId: kit.who.admin.orgId,
          entityType: "lease",
          entityId,
          fileName: "signed.pdf",
          filePath: `orgs/test/${entityId}.pdf`,
          mediaCategory: MediaCategory.Document,
          fileType: FileType.PDF,
        })),
      )
      .returning({ id: documents.id });
    const blank = await getValues(lease.id);
    expect(blank.Fields).toEqual(fields);
    expect(Object.values(blank.Values).every((v) => v === null)).toBe(true);

    const answers = {
      [idOf("Unit code")]: " U-12 ",
      [idOf("Floor area (m²)")]: "120.5",
      [idOf("Inspection")]: "2027-02-28",
      [idOf("Use")]: "Storage",
      [idOf("Signed copy")]: String(mine!.id),
    };
    const saved = await kit.ok<LeaseFormValuesReply>(saveValues(lease.id, answers));
    expect(saved.Values).toEqual({ ...answers, [idOf("Unit code")]: "U-12" });
    expect(await getValues(lease.id)).toEqual(saved);
    const [entry] = (await kit.history(lease.id)).Entries;
    expect(entry!.Summary).toBe(
      "Billing form changed: Use, Unit code, Floor area (m²), Inspection, Signed copy",
    );
    expect(entry!.Changes).toContainEqual({ Field: "Use", From: null, To: "Storage" });

    const refused = (values: Record<string, string | null>) => refusedFields(saveValues(lease.id, values));
    expect(await refused({ [idOf("Floor area (m²)")]: "12O" })).toEqual([
      `Values.${idOf("Floor area (m²)")}`,
    ]);
    expect(await refused({ [idOf("Inspection")]: "2027-02-29" })).toEqual([`Values.${idOf("Inspection")}`]);
    expect(await refused({ [idOf("Use")]: "retail" })).toEqual([`Values.${idOf("Use")}`]);
    expect(await refused({ [idOf("Signed copy")]: String(theirs!.id) })).toEqual([
      `Values.${idOf("Signed copy")}`,
    ]);
    expect(await refused({ [idOf("Unit code")]: "  " })).toEqual([`Values.${idOf("Unit code")}`]);
    const retired = (await kit.t.ctx.db.query.leaseFormFields.findFirst({
      where: (f, { eq }) => eq(f.label, "Obsolete"),
    }))!;
    const unknown = await saveValues(lease.id, { [retired.id]: "x", "2000000000": "y" });
    expect(await refusedFields(Promise.resolve(unknown))).toEqual([
      `Values.${retired.id}`,
      "Values.2000000000",
    ]);
    expect(unknown.json()).toMatchObject({
      fields: [{ message: UNKNOWN_FIELD }, { message: UNKNOWN_FIELD }],
    });

    // All or nothing: a good answer sent with a bad one is not kept either.
    expect(await refused({ [idOf("Use")]: "Office", [idOf("Floor area (m²)")]: "lots" })).toEqual([
      `Values.${idOf("Floor area (m²)")}`,
    ]);
    expect(await getValues(lease.id)).toEqual(saved);
    expect((await kit.history(lease.id)).Entries).toHaveLength(1);

    const cleared = await kit.ok<LeaseFormValuesReply>(saveValues(lease.id, { [idOf("Inspection")]: null }));
    expect(cleared.Values[idOf("Inspection")]).toBeNull();
    expect(cleared.Values[idOf("Use")]).toBe("Storage");
  });

  it("keeps each organisation's leases and answers to itself", async () => {
    const lease = await kit.addLease([]);
    const foreign = await kit.call("globex", "GetLeaseFormValues", { query: { Id: lease.id } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ StatusMessage: "Lease not found." });
    expect((await saveValues(lease.id, {}, "globex")).statusCode).toBe(404);
    expect((await saveValues(lease.id, {}, "viewer")).statusCode).toBe(403);
    expect((await kit.call("tech", "GetLeaseFormValues", { query: { Id: lease.id } })).statusCode).toBe(403);
  });
});
