import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AuditEntityType, BillingRuleSource, WorkOrderType, type BillingRule } from "@fieldstead/domain";
import { assetCategories, auditEntries } from "../../../../db/schema/index.ts";
import { testBackends } from "../../../../test/test-databases.ts";
import { fieldsOf, openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

describe.each(testBackends())("billing rules on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  const rules = async () =>
    (await kit.ok<{ Rules: BillingRule[] }>(kit.call("admin", "GetBillingRules", { query: {} }))).Rules;

  it("saves a rule, lists it with the names of its client, category and code, and writes its history", async () => {
    const client = await kit.client({ name: kit.unique("Fabrikam") });
    const code = await kit.code({ rate: "12.50" });
    const id = await kit.saveRule({
      Name: "Generators",
      ClientId: client.id,
      SourceId: BillingRuleSource.ActiveAssets,
      CategoryId: kit.categories.counted,
      // A work-order type means nothing to a rule on assets: it is not kept.
      WorkOrderTypeId: WorkOrderType.Fueling,
      ChargeCodeId: code.id,
    });
    const [category] = await kit.t.ctx.db
      .select({ name: assetCategories.name })
      .from(assetCategories)
      .where(eq(assetCategories.id, kit.categories.counted));
    expect((await rules()).find((r) => r.Id === id)).toMatchObject({
      Name: "Generators",
      ClientName: client.name,
      SourceName: "Active assets of a category",
      CategoryName: category!.name,
      WorkOrderTypeId: null,
      ChargeCode: code.code,
      IsActive: true,
    });

    await kit.saveRule({
      Id: id,
      Name: "Visits",
      ClientId: null,
      SourceId: BillingRuleSource.CompletedWorkOrders,
      WorkOrderTypeId: WorkOrderType.CorrectiveMaintenance,
      ChargeCodeId: code.id,
      IsActive: false,
    });
    expect((await rules()).find((r) => r.Id === id)).toMatchObject({
      Name: "Visits",
      ClientName: null,
      CategoryId: null,
      WorkOrderTypeName: "Corrective Maintenance",
      IsActive: false,
    });
    const history = await kit.t.ctx.db
      .select({ action: auditEntries.action, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, AuditEntityType.BillingRule), eq(auditEntries.entityId, id)))
      .orderBy(auditEntries.id);
    expect(history.map((h) => h.action)).toEqual(["Created", "Updated"]);
    expect(history[1]!.changes).toContainEqual({
      Field: "Client",
      From: client.name,
      To: "Every active client",
    });
    expect(history[1]!.changes).toContainEqual({ Field: "Active", From: "Yes", To: "No" });
  });

  it("refuses a client, category or code that is not the organisation's (400 naming the field)", async () => {
    const globexCode = await kit.code({ rate: "1.00", org: kit.who.globex.orgId });
    const mine = await kit.code({ rate: "1.00" });
    const base = { Name: "Refused", SourceId: BillingRuleSource.FlatFee, ChargeCodeId: mine.id };
    const refused = async (body: object, field: string) => {
      const res = await kit.call("admin", "SaveBillingRule", { body: { ...base, ...body } });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    };
    await refused({ ChargeCodeId: globexCode.id }, "ChargeCodeId");
    await refused({ ClientId: 999_999 }, "ClientId");
    await refused({ SourceId: BillingRuleSource.ActiveAssets, CategoryId: 999_999 }, "CategoryId");
    await refused({ SourceId: BillingRuleSource.ActiveAssets }, "CategoryId");
    await refused({ SourceId: BillingRuleSource.CompletedWorkOrders }, "WorkOrderTypeId");
    const preview = await kit.call("admin", "PreviewBillingRule", {
      body: { ...base, Period: "2026-11", ChargeCodeId: globexCode.id },
    });
    expect(fieldsOf(preview)).toEqual(["ChargeCodeId"]);
    expect(
      (await kit.call("admin", "PreviewBillingRule", { body: { ...base, Period: "2026-13" } })).statusCode,
    ).toBe(400);
  });

  it("deletes a rule; another organisation's rule is a 404 to edit or delete, and is never listed", async () => {
    const code = await kit.code({ rate: "5.00" });
    const id = await kit.saveRule({
      Name: "Flat",
      SourceId: BillingRuleSource.FlatFee,
      ChargeCodeId: code.id,
    });
    const edit = { Id: id, Name: "Taken", SourceId: BillingRuleSource.FlatFee, ChargeCodeId: code.id };
    expect((await kit.call("globex", "SaveBillingRule", { body: edit })).statusCode).toBe(404);
    expect((await kit.call("globex", "DeleteBillingRule", { body: { Id: id } })).statusCode).toBe(404);
    const globexRules = await kit.ok<{ Rules: BillingRule[] }>(
      kit.call("globex", "GetBillingRules", { query: {} }),
    );
    expect(globexRules.Rules.map((r) => r.Id)).not.toContain(id);

    await kit.ok(kit.call("admin", "DeleteBillingRule", { body: { Id: id } }));
    expect((await rules()).map((r) => r.Id)).not.toContain(id);
    expect((await kit.call("admin", "DeleteBillingRule", { body: { Id: id } })).statusCode).toBe(404);
  });

  it("is refused to roles without billing (tech, viewer: 403)", async () => {
    expect((await kit.call("tech", "GetBillingRules", { query: {} })).statusCode).toBe(403);
    const body = { Name: "X", SourceId: BillingRuleSource.FlatFee, ChargeCodeId: 1, Period: "2026-11" };
    expect((await kit.call("viewer", "PreviewBillingRule", { body })).statusCode).toBe(403);
    expect((await kit.call("viewer", "SaveBillingRule", { body })).statusCode).toBe(403);
  });
});
