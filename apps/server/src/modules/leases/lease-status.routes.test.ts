import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  BillingFrequency,
  DomainEventType,
  LeasePaymentStatus,
  LeaseStatus,
  LeaseTransitionResult,
  type LeaseResultReply,
  type LeaseWriteReply,
} from "@fieldstead/domain";
import { leaseContacts } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, messageOf, openLeasesTestKit, type LeasesTestKit } from "./leases.test-kit.ts";

describe.each(testBackends())("a lease's life cycle on %s", (backend) => {
  let kit: LeasesTestKit;
  const refusedMove = async (id: number, statusId: number, message: string) => {
    const res = await kit.call("lease", "ChangeLeaseStatus", { body: { Id: id, StatusId: statusId } });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual(["StatusId"]);
    expect(messageOf(res)).toBe(message);
  };

  beforeAll(async () => {
    kit = await openLeasesTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("activates a draft: the whole schedule with its increases exact, a history entry and an event", async () => {
    const lease = await kit.create({
      StartDate: "2026-01-01",
      EndDate: "2028-12-31",
      Rent: "1000",
      Escalation: { Kind: "Percent", Value: "3.33", EveryMonths: 12, FromDate: "2027-01-01" },
    });
    const reply = await kit.move(lease.Id, LeaseStatus.Active, "Signed by both parties");
    expect(reply.StatusCode).toBe(LeaseTransitionResult.StatusChange);
    expect(reply.StatusMessage).toBe(`Lease ${lease.LeaseNumber} is now Active.`);
    const periods = await kit.periods(lease.Id);
    expect(periods).toHaveLength(36);
    expect(periods[0]).toMatchObject({
      periodStart: "2026-01-01",
      periodEnd: "2026-01-31",
      amount: "1000.00",
      dueDate: "2026-01-16",
    });
    // On 2026-11-22 every bill due up to 30 days ahead can be paid at once: December's (due the 16th) too.
    expect(periods.filter((p) => p.statusId === LeasePaymentStatus.Due).map((p) => p.dueDate)).toEqual(
      Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, "0")}-16`),
    );
    expect(periods[12]!.statusId).toBe(LeasePaymentStatus.None);
    // 1,000.00 raised by 3.33% is 1,033.30; raised again, 1,067.70889 rounds to 1,067.71.
    expect([periods[11]!.amount, periods[12]!.amount, periods[24]!.amount]).toEqual([
      "1000.00",
      "1033.30",
      "1067.71",
    ]);
    expect(reply.Lease).toMatchObject({
      StatusName: "Active",
      CanDelete: false,
      NextStatuses: [
        { Id: LeaseStatus.Terminated, Name: "Terminated" },
        { Id: LeaseStatus.Inactive, Name: "Inactive" },
      ],
      NextPaymentDue: "2026-01-16",
      NextPaymentAmount: "1000.00",
      Arrears: "11000.00",
    });
    const [moved] = (await kit.history(lease.Id)).Entries;
    expect(moved).toMatchObject({
      Action: "StatusChanged",
      Summary: "Status: Draft → Active — Signed by both parties",
    });
    expect(moved!.Changes).toEqual([
      { Field: "Status", From: "Draft", To: "Active" },
      { Field: "Billing periods", From: null, To: "36 generated" },
    ]);
    const events = await kit.events(lease.Id);
    expect(events.at(-1)).toMatchObject({
      eventType: DomainEventType.LeaseStatusChanged,
      payload: { FromStatusId: LeaseStatus.Draft, ToStatusId: LeaseStatus.Active },
    });
  });

  it("writes a 20-year monthly schedule in one statement, quickly", async () => {
    const lease = await kit.create({
      StartDate: "2027-01-01",
      EndDate: "2046-12-31",
      Rent: "2500",
      Escalation: { Kind: "Amount", Value: "25", EveryMonths: 12, FromDate: "2028-01-01" },
    });
    const started = performance.now();
    await kit.move(lease.Id, LeaseStatus.Active);
    const ms = performance.now() - started;
    const periods = await kit.periods(lease.Id);
    expect(periods).toHaveLength(240);
    expect(periods.at(-1)).toMatchObject({
      periodStart: "2046-12-01",
      periodEnd: "2046-12-31",
      amount: "2975.00",
    });
    expect(ms).toBeLessThan(1000);
  });

  it("refuses moves the life cycle does not allow, naming both statuses, and leaves the lease as it was", async () => {
    const lease = await kit.create();
    await refusedMove(lease.Id, LeaseStatus.Terminated, "A lease cannot move from Draft to Terminated.");
    await refusedMove(lease.Id, LeaseStatus.Draft, "The lease is already Draft.");
    await kit.move(lease.Id, LeaseStatus.Active);
    await kit.move(lease.Id, LeaseStatus.Terminated);
    await refusedMove(lease.Id, LeaseStatus.Active, "A lease cannot move from Terminated to Active.");
    expect((await kit.read(lease.Id)).StatusId).toBe(LeaseStatus.Terminated);
    const bad = await kit.call("lease", "ChangeLeaseStatus", { body: { Id: lease.Id, StatusId: 9 } });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(["StatusId"]);
  });

  it("ends a terminated lease's future bills, keeping those started, paid or owed", async () => {
    const lease = await kit.create({ StartDate: "2026-07-01", EndDate: "2027-06-30", Rent: "900" });
    await kit.move(lease.Id, LeaseStatus.Active);
    expect(await kit.periods(lease.Id)).toHaveLength(12);
    const terminated = await kit.move(lease.Id, LeaseStatus.Terminated, "Tenant left early");
    // On 2026-11-22: July to November have started and stay (what is owed on them too); December on go.
    const kept = await kit.periods(lease.Id);
    expect(kept.map((p) => p.periodStart)).toEqual([
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
    expect(terminated.Lease).toMatchObject({ Arrears: "4500.00", NextPaymentDue: "2026-07-16" });
    const [entry] = (await kit.history(lease.Id)).Entries;
    expect(entry!.Changes).toContainEqual({ Field: "Future billing periods", From: "7 scheduled", To: null });
  });

  it("makes an inactive lease active again without writing its schedule again", async () => {
    const lease = await kit.create();
    await kit.move(lease.Id, LeaseStatus.Active);
    const before = await kit.periods(lease.Id);
    await kit.move(lease.Id, LeaseStatus.Inactive);
    const again = await kit.move(lease.Id, LeaseStatus.Active);
    expect(again.StatusCode).toBe(LeaseTransitionResult.StatusChange);
    expect(await kit.periods(lease.Id)).toEqual(before);
  });

  it("deletes only a draft, with its contacts", async () => {
    const active = await kit.create();
    await kit.move(active.Id, LeaseStatus.Active);
    const res = await kit.call("lease", "DeleteLease", { body: { Id: active.Id } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Id"]);
    expect(messageOf(res)).toBe("Only a draft lease can be deleted.");

    const draft = await kit.create({ Contacts: [{ FullName: "Lee Contact" }] });
    const deleted = await kit.ok<LeaseResultReply>(
      kit.call("lease", "DeleteLease", { body: { Id: draft.Id } }),
    );
    expect(deleted).toEqual({
      StatusCode: LeaseTransitionResult.Successful,
      StatusMessage: `Lease ${draft.LeaseNumber} deleted.`,
    });
    expect((await kit.call("lease", "GetLease", { query: { Id: draft.Id } })).statusCode).toBe(404);
    const left = await kit.t.ctx.db.select().from(leaseContacts).where(eq(leaseContacts.leaseId, draft.Id));
    expect(left).toEqual([]);
  });

  it("suggests statuses from two characters on, and nothing before", async () => {
    const search = (text: string) =>
      kit.ok<{ Id: number; Name: string }[]>(
        kit.call("lease", "SearchLeaseStatus", { query: { Search: text } }),
      );
    expect(await search("")).toEqual([]);
    expect(await search(" a ")).toEqual([]);
    expect(await search("act")).toEqual([
      { Id: LeaseStatus.Active, Name: "Active" },
      { Id: LeaseStatus.Inactive, Name: "Inactive" },
    ]);
    expect(await search("DRAFT")).toEqual([{ Id: LeaseStatus.Draft, Name: "Draft" }]);
  });

  it("makes again only the future unpaid periods when an active lease's rent changes", async () => {
    const lease = await kit.create({ StartDate: "2026-01-01", EndDate: "2027-12-31", Rent: "1000" });
    await kit.move(lease.Id, LeaseStatus.Active);
    const scheduled = await kit.periods(lease.Id);
    const startingOn = (day: string) => scheduled.find((p) => p.periodStart === day)!.id;
    await kit.pay(startingOn("2027-03-01"), "200.00", LeasePaymentStatus.Due);
    await kit.pay(startingOn("2027-05-01"), "0", LeasePaymentStatus.AwaitingApproval);
    const before = await kit.periods(lease.Id);
    const partPaid = before.find((p) => p.periodStart === "2027-03-01")!;
    const awaiting = before.find((p) => p.periodStart === "2027-05-01")!;

    const reply = await kit.ok<LeaseWriteReply>(
      kit.call("lease", "UpdateLease", {
        body: {
          Id: lease.Id,
          LocationId: kit.acme.buildingId,
          Lessor: lease.Lessor,
          Lessee: lease.Lessee,
          StartDate: "2026-01-01",
          EndDate: "2027-12-31",
          Rent: "1100",
          RentFrequencyId: BillingFrequency.Monthly,
        },
      }),
    );
    expect(reply.StatusMessage).toContain("11 future billing periods were made again");
    const after = await kit.periods(lease.Id);
    expect(after).toHaveLength(24);
    const kept = new Set(
      [...before.filter((p) => p.periodStart < "2026-11-22"), partPaid, awaiting].map((p) => p.id),
    );
    for (const period of after) {
      if (kept.has(period.id)) expect(period).toEqual(before.find((p) => p.id === period.id));
      else expect(period.amount, period.periodStart).toBe("1100.00");
    }
    expect(after.filter((p) => kept.has(p.id))).toHaveLength(13);
    expect(after.find((p) => p.periodStart === "2026-12-01")!.amount).toBe("1100.00");
    const [edited] = (await kit.history(lease.Id)).Entries;
    expect(edited!.Changes).toContainEqual({ Field: "Rent", From: "1,000.00", To: "1,100.00" });
  });
});
