import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BillingFrequency,
  DomainEventType,
  LEASE_TENURE_MESSAGES,
  LeaseStatus,
  LeaseTransitionResult,
  type LeaseWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, messageOf, openLeasesTestKit, type LeasesTestKit } from "./leases.test-kit.ts";

describe.each(testBackends())("registering and changing leases on %s", (backend) => {
  let kit: LeasesTestKit;
  const refused = async (action: string, body: object, field: string, message?: string) => {
    const res = await kit.call("lease", action, { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
    if (message) expect(messageOf(res)).toContain(message);
    return res;
  };

  beforeAll(async () => {
    kit = await openLeasesTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("registers a draft numbered from the year's counter, with its parties, contacts, history and event", async () => {
    const lease = await kit.create({
      Lessor: "  Harbor Holdings LLC ",
      Rent: "1500.5",
      SecurityDeposit: 3000,
      Escalation: { Kind: "Percent", Value: "3.5", EveryMonths: 12, FromDate: "2027-07-01" },
      Contacts: [{ FullName: "Ruth Park", Role: "Property manager", Email: "ruth@harbor.example" }],
    });
    expect(lease).toMatchObject({
      LeaseNumber: expect.stringMatching(/^LSE-2026-\d{5}$/),
      StatusId: LeaseStatus.Draft,
      StatusName: "Draft",
      Lessor: "Harbor Holdings LLC",
      Rent: "1500.50",
      SecurityDeposit: "3000.00",
      RentFrequencyName: "Monthly",
      Escalation: { Kind: "Percent", Value: "3.50", EveryMonths: 12, FromDate: "2027-07-01" },
      LocationName: kit.acme.buildingName,
      LocationPath: kit.acme.siteName,
      NextStatuses: [{ Id: LeaseStatus.Active, Name: "Active" }],
      CanDelete: true,
      CreatedByName: "Priya Natarajan",
      Arrears: "0.00",
      NextPaymentDue: null,
    });
    expect(lease.Contacts).toEqual([
      expect.objectContaining({ FullName: "Ruth Park", Email: "ruth@harbor.example", PhoneNumber: null }),
    ]);
    const next = await kit.create({ Lessor: "HARBOR holdings llc" });
    expect(Number(next.LeaseNumber.slice(-5))).toBe(Number(lease.LeaseNumber.slice(-5)) + 1);

    const parties = await kit.ok<{ Id: number; Name: string; LeaseCount: number }[]>(
      kit.call("lease", "SearchParties", { query: { Search: "harbor hold" } }),
    );
    expect(parties).toEqual([{ Id: expect.any(Number), Name: "Harbor Holdings LLC", LeaseCount: 2 }]);

    const [created] = (await kit.history(lease.Id)).Entries;
    expect(created).toMatchObject({ Action: "Created", EmployeeId: kit.who.lease.employeeId });
    expect(created!.Changes).toContainEqual({ Field: "Rent", From: null, To: "1,500.50" });
    const events = await kit.events(lease.Id);
    expect(events.map((e) => e.eventType)).toEqual([DomainEventType.LeaseCreated]);
  });

  it("refuses tenures the billing does not allow, with the form's own message under Lease End", async () => {
    await refused(
      "CreateLease",
      { ...base(), StartDate: "2027-01-01", EndDate: "2028-01-31", RentFrequencyId: BillingFrequency.Yearly },
      "EndDate",
      LEASE_TENURE_MESSAGES.yearly,
    );
    await refused(
      "CreateLease",
      {
        ...base(),
        StartDate: "2027-01-01",
        EndDate: "2027-07-31",
        RentFrequencyId: BillingFrequency.Quarterly,
      },
      "EndDate",
      LEASE_TENURE_MESSAGES.quarterly,
    );
    const lease = await kit.create();
    await refused(
      "UpdateLease",
      {
        ...base(),
        Id: lease.Id,
        Form: "overview",
        EndDate: "2027-07-31",
        RentFrequencyId: BillingFrequency.Quarterly,
      },
      "EndDate",
      LEASE_TENURE_MESSAGES.overview,
    );
    await refused("CreateLease", { ...base(), EndDate: "2026-12-01" }, "EndDate", "Lease End must be after");
  });

  it("refuses a lease number in use (any case), another organisation's place, and a percentage over 100", async () => {
    const first = await kit.create({ LeaseNumber: "HQ-Tower-7" });
    expect(first.LeaseNumber).toBe("HQ-Tower-7");
    await refused("CreateLease", { ...base(), LeaseNumber: "hq-tower-7" }, "LeaseNumber", "already used");
    await refused("CreateLease", { ...base(), LocationId: kit.globex.locationId }, "LocationId", "not found");
    await refused(
      "CreateLease",
      { ...base(), Escalation: { Kind: "Percent", Value: "120", EveryMonths: 12, FromDate: "2027-06-01" } },
      "Escalation.Value",
    );
    await refused("CreateLease", { ...base(), Rent: "-5" }, "Rent");
  });

  it("edits every field with a field-by-field history, and refuses to change a terminated lease", async () => {
    const lease = await kit.create({ Description: "Ground floor" });
    const reply = await kit.ok<LeaseWriteReply>(
      kit.call("lease", "UpdateLease", {
        body: {
          ...base(),
          Id: lease.Id,
          Lessee: "Acme Retail",
          Rent: "1750",
          Description: null,
          NoticeMonths: 6,
        },
      }),
    );
    expect(reply.StatusCode).toBe(LeaseTransitionResult.Successful);
    expect(reply.Lease).toMatchObject({
      Lessee: "Acme Retail",
      Rent: "1750.00",
      NoticeMonths: 6,
      Description: null,
    });
    const [edited] = (await kit.history(lease.Id)).Entries;
    expect(edited!.Action).toBe("Edited");
    expect(edited!.Changes).toEqual([
      { Field: "Lessee", From: "Acme Facilities", To: "Acme Retail" },
      { Field: "Rent", From: "1,500.00", To: "1,750.00" },
      { Field: "Notice", From: "3 months", To: "6 months" },
      { Field: "Description", From: "Ground floor", To: null },
    ]);
    expect((await kit.events(lease.Id)).map((e) => e.eventType)).toContain(DomainEventType.LeaseTermsChanged);

    await kit.move(lease.Id, LeaseStatus.Active);
    await kit.move(lease.Id, LeaseStatus.Terminated);
    await refused("UpdateLease", { ...base(), Id: lease.Id }, "Id", "A terminated lease cannot be changed.");
  });

  it("keeps every call to the caller's organisation, and the register to those with the Leases screen", async () => {
    const lease = await kit.create();
    const id = lease.Id;
    const calls: [string, { body?: object; query?: Record<string, number> }][] = [
      ["GetLease", { query: { Id: id } }],
      ["UpdateLease", { body: { ...base(), Id: id } }],
      ["ChangeLeaseStatus", { body: { Id: id, StatusId: LeaseStatus.Active } }],
      ["DeleteLease", { body: { Id: id } }],
      ["SaveLeaseContact", { body: { LeaseId: id, FullName: "Someone" } }],
      ["DeleteLeaseContact", { body: { LeaseId: id, Id: 1 } }],
      ["GetLeaseTerms", { query: { Id: id } }],
      ["GetLeaseSpaces", { query: { Id: id } }],
      ["SaveLeaseSpaces", { body: { LeaseId: id, Spaces: [] } }],
      ["GetLeaseHistory", { query: { Id: id } }],
    ];
    for (const [action, options] of calls) {
      const res = await kit.call("globex", action, options);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
      expect(messageOf(res)).toBe("Lease not found.");
    }
    const globexRows = await kit.ok<{ Rows: { Id: number }[] }>(
      kit.call("globex", "GetLeaseList", { body: { PageSize: 500 } }),
    );
    expect(globexRows.Rows.some((r) => r.Id === id)).toBe(false);
    const globexParties = await kit.ok<{ Name: string }[]>(
      kit.call("globex", "SearchParties", { query: { Search: "harbor holdings" } }),
    );
    expect(globexParties).toEqual([]);

    for (const who of ["viewer", "tech"] as const) {
      expect((await kit.call(who, "GetLeaseList", { body: {} })).statusCode).toBe(403);
      expect((await kit.call(who, "CreateLease", { body: base() })).statusCode).toBe(403);
    }
    expect((await kit.read(id)).Id).toBe(id);
  });

  function base() {
    return {
      LocationId: kit.acme.buildingId,
      Lessor: "Harbor Holdings LLC",
      Lessee: "Acme Facilities",
      StartDate: "2027-01-01",
      EndDate: "2027-12-31",
      Rent: "1500.00",
      RentFrequencyId: BillingFrequency.Monthly,
    };
  }
});
