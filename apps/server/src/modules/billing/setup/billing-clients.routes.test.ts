import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import {
  AuditEntityType,
  LeaseStatus,
  type BillingWriteReply,
  type ClientListRow,
  type LeaseStatusId,
  type ListReply,
} from "@fieldstead/domain";
import { leaseParties, leases, locations } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  listBody,
  messageOf,
  openBillingSetupKit,
  type BillingSetupKit,
} from "./billing-setup.test-kit.ts";

describe.each(testBackends())("billing clients on %s", (backend) => {
  let kit: BillingSetupKit;
  let word: string;
  let places: number[];
  const list = (
    search: string,
    sort: Parameters<typeof listBody>[1] = [],
    who: "lease" | "globex" = "lease",
  ) => kit.ok<ListReply<ClientListRow>>(kit.call(who, "GetClientList", { body: listBody(search, sort) }));

  /** A lease of Acme naming `partyId` as its lessee, at a location, in a status. */
  const insertLease = async (partyId: number, locationId: number, statusId: LeaseStatusId, n: string) => {
    await kit.t.ctx.db.insert(leases).values({
      orgId: kit.who.lease.orgId,
      leaseNumber: `${word}-${n}`,
      locationId,
      lessor: "Harbor Holdings LLC",
      lessee: `${word} Tenant`,
      lesseePartyId: partyId,
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      rent: "1000.00",
      rentFrequencyId: 1,
      statusId,
    });
  };

  beforeAll(async () => {
    kit = await openBillingSetupKit(backend);
    word = kit.word;
    const rows = await kit.t.ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.orgId, kit.who.lease.orgId))
      .orderBy(asc(locations.id))
      .limit(3);
    places = rows.map((r) => r.id);
  }, 120_000);
  afterAll(() => kit?.close());

  it("creates a client linked to the lessee on leases, whose active leases' distinct locations are its sites", async () => {
    const [party] = await kit.t.ctx.db
      .insert(leaseParties)
      .values({ orgId: kit.who.lease.orgId, name: `${word} Tenant` })
      .returning({ id: leaseParties.id });
    await insertLease(party!.id, places[0]!, LeaseStatus.Active, "1");
    await insertLease(party!.id, places[0]!, LeaseStatus.Active, "2");
    await insertLease(party!.id, places[1]!, LeaseStatus.Active, "3");
    await insertLease(party!.id, places[2]!, LeaseStatus.Draft, "4");

    const reply = await kit.ok<BillingWriteReply>(
      kit.call("lease", "SaveClient", {
        body: {
          Name: `${word} Retail`,
          ContactName: "Dana Ortiz",
          ContactEmail: "dana@retail.example",
          Currency: "usd",
          PaymentTermsDays: 45,
          TaxRegistration: "",
          // Another case of the party's name: the same party, not a new one.
          LesseeName: `${word.toUpperCase()} TENANT`,
        },
      }),
    );
    expect(reply.StatusMessage).toBe(`Client '${word} Retail' created.`);
    const { Rows, TotalCount } = await list(word);
    expect(TotalCount).toBe(1);
    expect(Rows[0]).toMatchObject({
      Id: reply.Id,
      Name: `${word} Retail`,
      ContactEmail: "dana@retail.example",
      Currency: "USD",
      PaymentTermsDays: 45,
      TaxRegistration: null,
      LesseeName: `${word} Tenant`,
      SiteCount: 2,
      ProfileLineCount: 0,
      IsActive: true,
    });
    const history = await kit.history(AuditEntityType.BillingClient, reply.Id);
    expect(history.map((h) => h.action)).toEqual(["Created"]);
    expect(history[0]!.changes).toContainEqual({ Field: "Client", From: null, To: `${word} Retail` });
  });

  it("edits a client, recording what changed, and a client with a new lessee has none of the old sites", async () => {
    const id = await kit.saveClient({ Name: `${word} Depot`, LesseeName: `${word} Tenant` });
    expect((await list(`${word} Depot`)).Rows[0]!.SiteCount).toBe(2);
    const reply = await kit.ok<BillingWriteReply>(
      kit.call("lease", "SaveClient", {
        body: {
          Id: id,
          Name: `${word} Depot North`,
          Currency: "USD",
          PaymentTermsDays: 15,
          LesseeName: `${word} Other`,
        },
      }),
    );
    expect(reply).toMatchObject({ Id: id, StatusMessage: `Client '${word} Depot North' saved.` });
    const [row] = (await list(`${word} Depot`)).Rows;
    expect(row).toMatchObject({
      Name: `${word} Depot North`,
      PaymentTermsDays: 15,
      LesseeName: `${word} Other`,
      SiteCount: 0,
    });
    const history = await kit.history(AuditEntityType.BillingClient, id);
    expect(history.map((h) => h.action)).toEqual(["Created", "Updated"]);
    expect(history[1]!.changes).toEqual([
      { Field: "Client", From: `${word} Depot`, To: `${word} Depot North` },
      { Field: "Terms", From: "30 days", To: "15 days" },
      { Field: "Lessee on leases", From: `${word} Tenant`, To: `${word} Other` },
    ]);
  });

  it("sorts by sites and filters by currency", async () => {
    await kit.saveClient({ Name: `${word} Euro`, Currency: "EUR" });
    const bySites = await list(word, [{ colId: "SiteCount", sort: "desc" }]);
    expect(bySites.Rows[0]!.Name).toBe(`${word} Retail`);
    const euro = await kit.ok<ListReply<ClientListRow>>(
      kit.call("lease", "GetClientList", {
        body: { ...listBody(word), FilterModel: { Currency: { filterType: "set", values: ["EUR"] } } },
      }),
    );
    expect(euro.Rows.map((r) => r.Name)).toEqual([`${word} Euro`]);
  });

  it("refuses a name the organisation has already, whatever its case, naming Name", async () => {
    const res = await kit.call("lease", "SaveClient", {
      body: { Name: `${word.toLowerCase()} retail`, Currency: "USD", PaymentTermsDays: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Name"]);
    expect(messageOf(res)).toBe(`A client named '${word.toLowerCase()} retail' exists already.`);
  });

  it("refuses a contact e-mail that is no address, naming ContactEmail", async () => {
    const res = await kit.call("lease", "SaveClient", {
      body: { Name: `${word} Mail`, ContactEmail: "dana-at-retail", Currency: "USD", PaymentTermsDays: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain("ContactEmail");
    expect((await list(`${word} Mail`)).TotalCount).toBe(0);
  });

  it("keeps clients apart by organisation: another organisation's client is a 404 and never listed", async () => {
    const [acme] = (await list(`${word} Retail`)).Rows;
    const res = await kit.call("globex", "SaveClient", {
      body: { Id: acme!.Id, Name: "Taken over", Currency: "USD", PaymentTermsDays: 30 },
    });
    expect(res.statusCode).toBe(404);
    expect((await list(word, [], "globex")).TotalCount).toBe(0);
    // The same name is free in another organisation.
    await kit.saveClient({ Name: `${word} Retail` }, "globex");
    expect((await list(word, [], "globex")).TotalCount).toBe(1);
  });

  it.each(["viewer", "tech"] as const)("is refused to the %s, who has no billing", async (who) => {
    expect((await kit.call(who, "GetClientList", { body: listBody(word) })).statusCode).toBe(403);
    const save = await kit.call(who, "SaveClient", {
      body: { Name: `${word} X`, Currency: "USD", PaymentTermsDays: 1 },
    });
    expect(save.statusCode).toBe(403);
  });
});
