import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  type BillingWriteReply,
  type ChargeProfileReply,
  type ClientListRow,
  type ListReply,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { fieldsOf, listBody, openBillingSetupKit, type BillingSetupKit } from "./billing-setup.test-kit.ts";

describe.each(testBackends())("charge profiles on %s", (backend) => {
  let kit: BillingSetupKit;
  let clientId: number;
  let fire: number;
  let area: number;
  let globexCode: number;
  const profile = (who: "lease" | "globex" = "lease", id = clientId) =>
    kit.call(who, "GetChargeProfile", { query: { ClientId: id } });
  const saveLine = (body: Record<string, unknown>, who: "lease" | "globex" = "lease") =>
    kit.call(who, "SaveChargeProfileLine", { body: { ClientId: clientId, ...body } });

  beforeAll(async () => {
    kit = await openBillingSetupKit(backend);
    clientId = await kit.saveClient({ Name: `${kit.word} Offices`, Currency: "EUR" });
    fire = await kit.saveCode({ Code: `${kit.word}-FIRE`, Rate: "40.00" });
    area = await kit.saveCode({ Code: `${kit.word}-AREA`, Description: "Cleaning", UnitId: 2, Rate: "2.25" });
    globexCode = await kit.saveCode({ Code: `${kit.word}-G` }, "globex");
  }, 120_000);
  afterAll(() => kit?.close());

  it("holds a client's codes with the list rate, a negotiated rate or none, and the discount as a percent", async () => {
    await kit.ok(
      saveLine({
        ChargeCodeId: fire,
        Rate: "35",
        Discount: "12.5",
        EffectiveFrom: "2027-01-01",
        EffectiveTo: "2027-12-31",
      }),
    );
    await kit.ok(saveLine({ ChargeCodeId: area, Rate: "", EffectiveFrom: "2027-01-01" }));
    const reply = await kit.ok<ChargeProfileReply>(profile());
    expect(reply).toMatchObject({ ClientId: clientId, ClientName: `${kit.word} Offices`, Currency: "EUR" });
    expect(reply.Lines.map(({ Id: _id, ChargeCodeId: _code, ...line }) => line)).toEqual([
      {
        Code: `${kit.word}-AREA`,
        Description: "Cleaning",
        UnitName: "Per m²",
        ListRate: "2.25",
        Rate: null,
        Discount: "0",
        EffectiveFrom: "2027-01-01",
        EffectiveTo: null,
      },
      {
        Code: `${kit.word}-FIRE`,
        Description: "Inspection",
        UnitName: "Per asset",
        ListRate: "40.00",
        Rate: "35.00",
        Discount: "12.5",
        EffectiveFrom: "2027-01-01",
        EffectiveTo: "2027-12-31",
      },
    ]);
    const clients = await kit.ok<ListReply<ClientListRow>>(
      kit.call("lease", "GetClientList", { body: listBody(`${kit.word} Offices`) }),
    );
    expect(clients.Rows[0]!.ProfileLineCount).toBe(2);
  });

  it.each([
    ["inside the first line's days", "2027-06-01", "2027-06-30"],
    ["open-ended from within them", "2027-12-31", null],
    ["ending within them", "2026-01-01", "2027-01-01"],
  ])("refuses a second line for the same code %s, naming EffectiveFrom", async (_case, from, to) => {
    const res = await saveLine({ ChargeCodeId: fire, EffectiveFrom: from, EffectiveTo: to });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual(["EffectiveFrom"]);
  });

  it("takes a line for the same code on other days, and an edit of a line within its own days", async () => {
    const next = await kit.ok<BillingWriteReply>(
      saveLine({ ChargeCodeId: fire, Rate: "38", EffectiveFrom: "2028-01-01" }),
    );
    await kit.ok(saveLine({ Id: next.Id, ChargeCodeId: fire, Rate: "39", EffectiveFrom: "2028-02-01" }));
    // Moved back into the first line's days, the edit is refused too.
    const back = await saveLine({ Id: next.Id, ChargeCodeId: fire, EffectiveFrom: "2027-11-01" });
    expect(fieldsOf(back)).toEqual(["EffectiveFrom"]);
    const lines = (await kit.ok<ChargeProfileReply>(profile())).Lines.filter((l) => l.ChargeCodeId === fire);
    expect(lines.map((l) => [l.Rate, l.EffectiveFrom])).toEqual([
      ["35.00", "2027-01-01"],
      ["39.00", "2028-02-01"],
    ]);
    const history = await kit.history(AuditEntityType.BillingClient, clientId);
    expect(history.map((h) => h.action)).toContain("ProfileLineUpdated");
  });

  it("refuses a code of another organisation, naming ChargeCodeId", async () => {
    const res = await saveLine({ ChargeCodeId: globexCode, EffectiveFrom: "2027-01-01" });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["ChargeCodeId"]);
  });

  it("keeps profiles apart: another organisation's client or line is a 404 on every call", async () => {
    const [line] = (await kit.ok<ChargeProfileReply>(profile())).Lines;
    expect((await profile("globex")).statusCode).toBe(404);
    expect(
      (await saveLine({ ChargeCodeId: globexCode, EffectiveFrom: "2030-01-01" }, "globex")).statusCode,
    ).toBe(404);
    const del = await kit.call("globex", "DeleteChargeProfileLine", { body: { Id: line!.Id } });
    expect(del.statusCode).toBe(404);
    expect((await kit.ok<ChargeProfileReply>(profile())).Lines).toHaveLength(3);
  });

  it("removes a line", async () => {
    const [line] = (await kit.ok<ChargeProfileReply>(profile())).Lines;
    await kit.ok(kit.call("lease", "DeleteChargeProfileLine", { body: { Id: line!.Id } }));
    const lines = (await kit.ok<ChargeProfileReply>(profile())).Lines;
    expect(lines.map((l) => l.Id)).not.toContain(line!.Id);
    expect((await kit.call("lease", "DeleteChargeProfileLine", { body: { Id: line!.Id } })).statusCode).toBe(
      404,
    );
  });

  it.each(["viewer", "tech"] as const)("is refused to the %s, who has no billing", async (who) => {
    expect((await kit.call(who, "GetChargeProfile", { query: { ClientId: clientId } })).statusCode).toBe(403);
    const save = await kit.call(who, "SaveChargeProfileLine", {
      body: { ClientId: clientId, ChargeCodeId: fire, EffectiveFrom: "2031-01-01" },
    });
    expect(save.statusCode).toBe(403);
  });
});
