import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { FieldType, FormDefinitionSchema, FormLifecycle } from "@fieldstead/domain";
import { formHistory, forms, formVersions, organisations } from "../db/schema/index.ts";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { testBackends } from "../test/test-databases.ts";

describe.each(testBackends())("the demo forms on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database?.dispose());

  it("gives each demo organisation an approved fueling reading in use and a draft site survey", async () => {
    const { db } = database.database;
    const rows = await db
      .select({
        org: organisations.name,
        name: forms.name,
        statusId: forms.statusId,
        type: forms.workOrderType,
        version: forms.latestVersion,
        inUse: forms.inUse,
        fields: forms.fieldCount,
      })
      .from(forms)
      .innerJoin(organisations, eq(organisations.id, forms.orgId))
      .orderBy(asc(organisations.name), asc(forms.name));
    const fueling = { name: "Fueling reading", statusId: FormLifecycle.Approve, type: "Fueling", version: 1 };
    const survey = {
      name: "Site survey",
      statusId: FormLifecycle.Draft,
      type: null,
      version: 0,
      inUse: false,
    };
    expect(rows).toEqual([
      { org: "Acme Facilities", ...fueling, inUse: true, fields: 5 },
      { org: "Acme Facilities", ...survey, fields: 4 },
      { org: "Globex Field Services", ...fueling, inUse: true, fields: 5 },
      { org: "Globex Field Services", ...survey, fields: 4 },
    ]);
  });

  it("keeps the approved definition as version 1, sound by the form rules, with its history", async () => {
    const { db } = database.database;
    const versions = await db
      .select({
        formId: formVersions.formId,
        version: formVersions.version,
        definition: formVersions.definition,
      })
      .from(formVersions);
    expect(versions).toHaveLength(2);
    for (const { formId, definition } of versions) {
      const fields = FormDefinitionSchema.parse(definition).Sections.flatMap((s) => s.Fields);
      expect(fields.find((f) => f.Formula)).toMatchObject({ Formula: "[LevelAfter] - [LevelBefore]" });
      expect(fields.find((f) => f.FieldTypeId === FieldType.Picture)?.IsRequired).toBe(true);
      expect(fields.find((f) => f.FieldTypeId === FieldType.Dropdown)?.Options).toEqual([
        "Diesel",
        "Petrol",
        "Kerosene",
      ]);
      const history = await db
        .select({ from: formHistory.fromStatusId, to: formHistory.toStatusId })
        .from(formHistory)
        .where(eq(formHistory.formId, formId))
        .orderBy(asc(formHistory.at));
      expect(history).toEqual([
        { from: null, to: FormLifecycle.Draft },
        { from: FormLifecycle.Draft, to: FormLifecycle.RequestForReview },
        { from: FormLifecycle.RequestForReview, to: FormLifecycle.Approve },
      ]);
    }
  });
});
