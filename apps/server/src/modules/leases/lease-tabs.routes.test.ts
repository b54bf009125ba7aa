import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryReply, LeaseContact, LeaseSpacesReply, LeaseTermsReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, messageOf, openLeasesTestKit, type LeasesTestKit } from "./leases.test-kit.ts";

describe.each(testBackends())("a lease's terms, spaces, contacts and history on %s", (backend) => {
  let kit: LeasesTestKit;
  const spaces = (id: number) =>
    kit.ok<LeaseSpacesReply>(kit.call("lease", "GetLeaseSpaces", { query: { Id: id } }));
  const saveSpaces = (leaseId: number, list: { LocationId: number; AreaSqm?: string | null }[]) =>
    kit.call("lease", "SaveLeaseSpaces", { body: { LeaseId: leaseId, Spaces: list } });
  const saveContact = (body: object) => kit.call("lease", "SaveLeaseContact", { body });

  beforeAll(async () => {
    kit = await openLeasesTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("shows the rent by step with the increases applied, the total, and the notice and renewal days", async () => {
    const lease = await kit.create({
      StartDate: "2027-01-01",
      EndDate: "2029-12-31",
      Rent: "1000",
      Escalation: { Kind: "Percent", Value: "5", EveryMonths: 12, FromDate: "2028-01-01" },
    });
    const terms = await kit.ok<LeaseTermsReply>(
      kit.call("lease", "GetLeaseTerms", { query: { Id: lease.Id } }),
    );
    expect(terms).toEqual({
      StartDate: "2027-01-01",
      EndDate: "2029-12-31",
      TenureMonths: 36,
      RentFrequencyName: "Monthly",
      RentSteps: [
        { From: "2027-01-01", To: "2027-12-31", Rent: "1000.00", Periods: 12 },
        { From: "2028-01-01", To: "2028-12-31", Rent: "1050.00", Periods: 12 },
        { From: "2029-01-01", To: "2029-12-31", Rent: "1102.50", Periods: 12 },
      ],
      TotalRent: "37830.00",
      NoticeDate: "2029-09-30",
      RenewalDate: "2030-01-01",
    });
  });

  it("lists the spaces under the lease's location and sets those it covers, with exact area totals", async () => {
    const lease = await kit.create();
    const tree = await spaces(lease.Id);
    expect(tree).toMatchObject({
      LocationId: kit.acme.buildingId,
      LocationName: kit.acme.buildingName,
      CoveredCount: 0,
      CoveredAreaSqm: "0.00",
    });
    const floors = tree.Spaces.filter((s) => s.LevelName === "Floor");
    const rooms = tree.Spaces.filter((s) => s.LevelName === "Room");
    expect(floors.length).toBeGreaterThan(0);
    expect(rooms.length).toBeGreaterThan(0);
    expect(floors.every((f) => f.Path === f.Name && !f.Covered && f.AreaSqm === null)).toBe(true);
    const room = rooms[0]!;
    expect(room.Path).toMatch(new RegExp(` › ${room.Name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    expect(floors.some((f) => room.Path === `${f.Name} › ${room.Name}`)).toBe(true);

    const [first, second, third] = tree.Spaces;
    const saved = await kit.ok<LeaseSpacesReply>(
      saveSpaces(lease.Id, [
        { LocationId: first!.LocationId, AreaSqm: "10.10" },
        { LocationId: second!.LocationId, AreaSqm: "20.2" },
        { LocationId: third!.LocationId, AreaSqm: null },
      ]),
    );
    expect(saved.CoveredCount).toBe(3);
    expect(saved.CoveredAreaSqm).toBe("30.30");
    expect(saved.Spaces.find((s) => s.LocationId === second!.LocationId)).toMatchObject({
      Covered: true,
      AreaSqm: "20.20",
    });
    const [entry] = (await kit.history(lease.Id)).Entries;
    expect(entry).toMatchObject({ Action: "SpacesChanged", Summary: "Spaces: 3 covered" });
    expect(entry!.Changes).toContainEqual({ Field: `Space ${first!.Path}`, From: null, To: "10.10 m²" });

    const again = await kit.ok<LeaseSpacesReply>(saveSpaces(lease.Id, [{ LocationId: third!.LocationId }]));
    expect([again.CoveredCount, again.CoveredAreaSqm]).toEqual([1, "0.00"]);

    const { Lessor, Lessee, StartDate, EndDate, Rent, RentFrequencyId } = lease;
    const fields = { Lessor, Lessee, StartDate, EndDate, Rent, RentFrequencyId };
    await kit.ok(
      kit.call("lease", "UpdateLease", { body: { ...fields, Id: lease.Id, LocationId: kit.acme.outsideId } }),
    );
    const moved = await spaces(lease.Id);
    expect([moved.LocationId, moved.CoveredCount]).toEqual([kit.acme.outsideId, 0]);
  });

  it("refuses a space outside the lease's location, another organisation's, or one given twice", async () => {
    const lease = await kit.create();
    const [inside] = (await spaces(lease.Id)).Spaces;
    for (const list of [
      [{ LocationId: kit.acme.outsideId }],
      [{ LocationId: kit.acme.buildingId }],
      [{ LocationId: kit.globex.locationId }],
      [{ LocationId: inside!.LocationId }, { LocationId: inside!.LocationId }],
    ]) {
      const res = await saveSpaces(lease.Id, list);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(["Spaces"]);
    }
    expect((await spaces(lease.Id)).CoveredCount).toBe(0);
  });

  it("adds, changes and removes contacts, each in the lease's history", async () => {
    const lease = await kit.create({ Contacts: [{ FullName: "First Contact" }] });
    const added = await kit.ok<LeaseContact[]>(
      saveContact({ LeaseId: lease.Id, FullName: "Maya Chen", PhoneNumber: "+1(555)-0100", Email: "" }),
    );
    expect(added.map((c) => c.FullName)).toEqual(["First Contact", "Maya Chen"]);
    const maya = added[1]!;
    expect(maya).toMatchObject({ PhoneNumber: "+1(555)-0100", Email: null, Role: null });
    const changed = await kit.ok<LeaseContact[]>(
      saveContact({ LeaseId: lease.Id, Id: maya.Id, FullName: "Maya Chen", Role: "Landlord agent" }),
    );
    expect(changed[1]).toMatchObject({ Id: maya.Id, Role: "Landlord agent", PhoneNumber: null });
    const left = await kit.ok<LeaseContact[]>(
      kit.call("lease", "DeleteLeaseContact", { body: { LeaseId: lease.Id, Id: lease.Contacts[0]!.Id } }),
    );
    expect(left.map((c) => c.Id)).toEqual([maya.Id]);
    const actions = (await kit.history(lease.Id)).Entries.map((e) => e.Action);
    expect(actions).toEqual(["ContactRemoved", "ContactChanged", "ContactAdded", "Created"]);

    const other = await kit.create();
    const res = await saveContact({ LeaseId: other.Id, Id: maya.Id, FullName: "Someone" });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe("Contact not found.");
    const badPhone = await saveContact({ LeaseId: lease.Id, FullName: "X", PhoneNumber: "555 0100" });
    expect(badPhone.statusCode).toBe(400);
    expect(fieldsOf(badPhone)).toEqual(["PhoneNumber"]);
  });

  it("pages the lease's history, newest first", async () => {
    const lease = await kit.create({ Contacts: [{ FullName: "Page One" }] });
    await saveContact({ LeaseId: lease.Id, FullName: "Page Two" });
    const page = (query: Record<string, number>) =>
      kit.ok<HistoryReply>(kit.call("lease", "GetLeaseHistory", { query: { Id: lease.Id, ...query } }));
    const first = await page({ PageSize: 1 });
    expect(first.Entries.map((e) => e.Action)).toEqual(["ContactAdded"]);
    expect(first.NextBefore).not.toBeNull();
    const second = await page({ PageSize: 1, Before: first.NextBefore! });
    expect(second.Entries.map((e) => e.Action)).toEqual(["Created"]);
    expect(second.NextBefore).toBeNull();
  });
});
