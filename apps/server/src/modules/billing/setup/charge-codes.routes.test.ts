import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  calendarDayOf,
  ChargeUnit,
  ModuleId,
  type ChargeCodeListRow,
  type ListReply,
} from "@fieldstead/domain";
import { revokeModule } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  listBody,
  messageOf,
  openBillingSetupKit,
  type BillingSetupKit,
} from "./billing-setup.test-kit.ts";

describe.each(testBackends())("charge codes on %s", (backend) => {
  let kit: BillingSetupKit;
  let word: string;
  const list = async (who: "lease" | "globex" = "lease") =>
    (
      await kit.ok<ListReply<ChargeCodeListRow>>(
        kit.call(who, "GetChargeCodeList", { body: listBody(word, [{ colId: "Code", sort: "asc" }]) }),
      )
    ).Rows;
  const rowOf = async (id: number) => (await list()).find((r) => r.Id === id)!;

  beforeAll(async () => {
    kit = await openBillingSetupKit(backend);
    word = kit.word;
  }, 120_000);
  afterAll(() => kit?.close());

  it("creates codes and lists them with the unit by name, the rate as money and the tax rate as a percent", async () => {
    const fire = await kit.saveCode({
      Code: `${word}-FIRE`,
      Description: "Fire extinguisher check",
      TaxRate: "8.875",
    });
    const area = await kit.saveCode({
      Code: `${word}-AREA`,
      Description: "Cleaning by area",
      UnitId: ChargeUnit.PerSqm,
      Rate: "1,200.5",
      EffectiveTo: "2099-12-31",
    });
    const rows = await list();
    expect(rows.map((r) => r.Id)).toEqual([area, fire]);
    expect(rows[1]).toMatchObject({
      Code: `${word}-FIRE`,
      UnitId: ChargeUnit.PerAsset,
      UnitName: "Per asset",
      Rate: "12.50",
      TaxRate: "8.875",
      EffectiveFrom: "2026-01-01",
      EffectiveTo: null,
      IsRetired: false,
    });
    expect(rows[0]).toMatchObject({
      UnitName: "Per m²",
      Rate: "1200.50",
      TaxRate: "0",
      EffectiveTo: "2099-12-31",
    });
    const history = await kit.history(AuditEntityType.ChargeCode, fire);
    expect(history.map((h) => h.action)).toEqual(["Created"]);
    expect(history[0]!.changes).toContainEqual({ Field: "Tax rate (%)", From: null, To: "8.875" });
  });

  it("edits a code, recording what changed", async () => {
    const id = await kit.saveCode({ Code: `${word}-VISIT`, UnitId: ChargeUnit.PerVisit, Rate: "90" });
    await kit.saveCode({ Id: id, Code: `${word}-VISIT2`, UnitId: ChargeUnit.PerVisit, Rate: "95.00" });
    expect(await rowOf(id)).toMatchObject({ Code: `${word}-VISIT2`, Rate: "95.00" });
    const history = await kit.history(AuditEntityType.ChargeCode, id);
    expect(history.map((h) => h.action)).toEqual(["Created", "Updated"]);
    expect(history[1]!.changes).toEqual([
      { Field: "Code", From: `${word}-VISIT`, To: `${word}-VISIT2` },
      { Field: "Rate", From: "90.00", To: "95.00" },
    ]);
  });

  it("refuses a code the catalogue has already, whatever its case, naming Code", async () => {
    const res = await kit.call("lease", "SaveChargeCode", {
      body: {
        Code: `${word.toLowerCase()}-fire`,
        Description: "Again",
        UnitId: 1,
        Rate: "1",
        TaxRate: "0",
        EffectiveFrom: "2026-01-01",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Code"]);
    expect(messageOf(res)).toBe(`A charge code '${word.toLowerCase()}-fire' exists already.`);
  });

  it("retires a code today by default, and on a day of its own once that day has passed", async () => {
    const today = calendarDayOf(kit.t.clock.now());
    const id = await kit.saveCode({ Code: `${word}-OLD`, EffectiveFrom: "2025-01-01" });
    await kit.ok(kit.call("lease", "RetireChargeCode", { body: { Id: id } }));
    // Retired today: it still applies today, so it is not yet retired.
    expect(await rowOf(id)).toMatchObject({ EffectiveTo: today, IsRetired: false });
    await kit.ok(kit.call("lease", "RetireChargeCode", { body: { Id: id, EffectiveTo: "2025-06-30" } }));
    expect(await rowOf(id)).toMatchObject({ EffectiveTo: "2025-06-30", IsRetired: true });
    const retired = await kit.ok<ListReply<ChargeCodeListRow>>(
      kit.call("lease", "GetChargeCodeList", {
        body: { ...listBody(word), FilterModel: { IsRetired: { filterType: "set", values: ["true"] } } },
      }),
    );
    expect(retired.Rows.map((r) => r.Code)).toEqual([`${word}-OLD`]);
    expect((await kit.history(AuditEntityType.ChargeCode, id)).map((h) => h.action)).toEqual([
      "Created",
      "Retired",
      "Retired",
    ]);
  });

  it("refuses to retire a code before it takes effect, naming EffectiveTo", async () => {
    const id = await kit.saveCode({ Code: `${word}-LATE`, EffectiveFrom: "2030-01-01" });
    const res = await kit.call("lease", "RetireChargeCode", { body: { Id: id, EffectiveTo: "2029-12-31" } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["EffectiveTo"]);
    expect((await rowOf(id)).EffectiveTo).toBeNull();
  });

  it("keeps catalogues apart: another organisation's code is a 404 on every call and never listed", async () => {
    const [acme] = await list();
    const save = await kit.call("globex", "SaveChargeCode", {
      body: {
        Id: acme!.Id,
        Code: "X1",
        Description: "Mine",
        UnitId: 1,
        Rate: "1",
        TaxRate: "0",
        EffectiveFrom: "2026-01-01",
      },
    });
    expect(save.statusCode).toBe(404);
    expect((await kit.call("globex", "RetireChargeCode", { body: { Id: acme!.Id } })).statusCode).toBe(404);
    expect(await list("globex")).toEqual([]);
    expect((await rowOf(acme!.Id)).EffectiveTo).toBe(acme!.EffectiveTo);
  });

  it.each(["viewer", "tech"] as const)("is refused to the %s, who has no billing", async (who) => {
    expect((await kit.call(who, "GetChargeCodeList", { body: listBody(word) })).statusCode).toBe(403);
    const save = await kit.call(who, "SaveChargeCode", {
      body: {
        Code: `${word}-NO`,
        Description: "No",
        UnitId: 1,
        Rate: "1",
        TaxRate: "0",
        EffectiveFrom: "2026-01-01",
      },
    });
    expect(save.statusCode).toBe(403);
  });

  it("needs the 'tax rate' capability to set a tax rate on a new code or change one's", async () => {
    const id = await kit.saveCode({ Code: `${word}-TAXED`, TaxRate: "5" });
    await revokeModule(kit.t, await kit.t.signIn("lease@acme.example"), {
      moduleId: ModuleId.BillingTaxRate,
      parentId: ModuleId.Billing,
    });
    const fresh = await kit.call("lease", "SaveChargeCode", {
      body: {
        Code: `${word}-NEWTAX`,
        Description: "New",
        UnitId: 1,
        Rate: "1",
        TaxRate: "7",
        EffectiveFrom: "2026-01-01",
      },
    });
    expect(fresh.statusCode).toBe(403);
    expect(messageOf(fresh)).toBe("Your role may not change tax rates.");
    const changed = await kit.call("lease", "SaveChargeCode", {
      body: {
        Id: id,
        Code: `${word}-TAXED`,
        Description: "Inspection",
        UnitId: 1,
        Rate: "12.50",
        TaxRate: "6",
        EffectiveFrom: "2026-01-01",
      },
    });
    expect(changed.statusCode).toBe(403);
    expect((await rowOf(id)).TaxRate).toBe("5");
    // Without a tax rate, or keeping the one there, the role may still save codes.
    await kit.saveCode({ Code: `${word}-UNTAXED`, TaxRate: "0" });
    await kit.saveCode({ Id: id, Code: `${word}-TAXED`, Description: "Renamed", TaxRate: "5.000" });
    expect((await rowOf(id)).Description).toBe("Renamed");
  });
});
