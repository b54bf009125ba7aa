import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { calendarDayOf, LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import { refreshLeaseSummaries } from "../modules/leases/billing/lease-summary.repository.ts";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { TEST_NOW } from "../test/test-clock.ts";
import { testBackends } from "../test/test-databases.ts";
import { scheduleOf } from "./lease-billing.seed-data.ts";

type LeaseRow = {
  id: number;
  lease_number: string;
  status_id: number;
  start_date: string;
  end_date: string;
  rent: string;
  rent_frequency_id: 1 | 2 | 3;
  escalation_kind: "Percent" | "Amount" | null;
  escalation_value: string | null;
  escalation_every_months: number | null;
  escalation_from: string | null;
  next_payment_due: string | null;
  next_payment_amount: string | null;
  arrears: string;
};
type PeriodRow = {
  lease_id: number;
  period_start: string;
  period_end: string;
  billing_amount: string;
  due_date: string;
  status_id: number;
  paid_amount: string;
  submitted_by: string | null;
  approved_by: string | null;
  paid: string | null;
};

const TODAY = calendarDayOf(TEST_NOW);

describe.each(testBackends())("the demo leases on %s", (backend) => {
  let database: TestDatabase;
  let orgId: number;
  let leases: LeaseRow[];
  let periods: PeriodRow[];
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await database.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const readLeases = () =>
    rows<LeaseRow>(sql`select id, lease_number, status_id, start_date::text, end_date::text, rent::text,
      rent_frequency_id, escalation_kind, escalation_value::text, escalation_every_months,
      escalation_from::text, next_payment_due::text, next_payment_amount::text, arrears::text
      from leases where org_id = ${orgId} order by lease_number`);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    [{ id: orgId }] = (await rows<{ id: number }>(
      sql`select id from organisations where name = 'Acme Facilities'`,
    )) as [{ id: number }];
    leases = await readLeases();
    periods = await rows<PeriodRow>(sql`select p.lease_id, p.period_start::text, p.period_end::text,
      p.billing_amount::text, p.due_date::text, p.status_id, p.paid_amount::text,
      s.email as submitted_by, a.email as approved_by,
      (select sum(transaction_amount)::text from lease_payments t where t.billing_period_id = p.id) as paid
      from lease_billing_periods p
      left join employees s on s.id = p.submitted_by_id
      left join employees a on a.id = p.approved_by_id
      where p.org_id = ${orgId} order by p.lease_id, p.period_start`);
  });
  afterAll(() => database?.dispose());

  const periodsOf = (leaseId: number) => periods.filter((p) => p.lease_id === leaseId);
  const withStatus = (statusId: number) => leases.filter((l) => l.status_id === statusId);

  it("has drafts without bills, and active, terminated and inactive leases", () => {
    expect(withStatus(LeaseStatus.Draft).length).toBeGreaterThan(0);
    expect(withStatus(LeaseStatus.Terminated).length).toBeGreaterThan(0);
    expect(withStatus(LeaseStatus.Active).length).toBeGreaterThanOrEqual(8);
    for (const draft of withStatus(LeaseStatus.Draft)) expect(periodsOf(draft.id)).toEqual([]);
  });

  it("bills every active lease its whole schedule, as activation makes it from the terms", () => {
    for (const lease of withStatus(LeaseStatus.Active)) {
      const expected = scheduleOf({
        startDate: lease.start_date,
        endDate: lease.end_date,
        rent: lease.rent,
        rentFrequencyId: lease.rent_frequency_id,
        escalationKind: lease.escalation_kind,
        escalationValue: lease.escalation_value,
        escalationEveryMonths: lease.escalation_every_months,
        escalationFrom: lease.escalation_from,
      });
      const billed = periodsOf(lease.id).map((p) => [
        p.period_start,
        p.period_end,
        p.billing_amount,
        p.due_date,
      ]);
      expect(billed, lease.lease_number).toEqual(
        expected.map((e) => [e.PeriodStart, e.PeriodEnd, (e.AmountCents / 100).toFixed(2), e.DueDate]),
      );
    }
    const escalated = withStatus(LeaseStatus.Active).filter(
      (l) => new Set(periodsOf(l.id).map((p) => p.billing_amount)).size > 1,
    );
    expect(escalated.length).toBeGreaterThan(0);
  });

  it("pays past bills with payments that match what was paid", () => {
    const paid = periods.filter((p) => p.status_id === LeasePaymentStatus.Paid);
    expect(paid.length).toBeGreaterThan(periods.length / 3);
    for (const p of paid) {
      expect([p.paid_amount, p.paid]).toEqual([p.billing_amount, p.billing_amount]);
      expect([p.submitted_by, p.approved_by]).toEqual(["lease@acme.example", "admin@acme.example"]);
    }
    for (const p of periods.filter((q) => q.status_id !== LeasePaymentStatus.Paid))
      expect(p.paid ?? "0.00").toBe(p.paid_amount);
    expect(periods.filter((p) => p.due_date >= TODAY && p.status_id === LeasePaymentStatus.Paid)).toEqual([]);
  });

  it("has active leases in arrears, paid in part, and bills in every step of the approval flow", () => {
    const owing = withStatus(LeaseStatus.Active).filter((l) => Number(l.arrears) > 0);
    expect(owing.length).toBeGreaterThanOrEqual(2);
    expect(periods.some((p) => p.due_date < TODAY && Number(p.paid_amount) > 0 && p.status_id === 2)).toBe(
      true,
    );
    const flow = [
      [LeasePaymentStatus.AwaitingApproval, "lease@acme.example", null],
      [LeasePaymentStatus.Approved, "lease@acme.example", "admin@acme.example"],
      [LeasePaymentStatus.Hold, "lease@acme.example", null],
      [LeasePaymentStatus.PaymentInitiated, "lease@acme.example", "admin@acme.example"],
    ] as const;
    for (const [status, submitter, approver] of flow) {
      const inStep = periods.filter((p) => p.status_id === status);
      expect(inStep.length, `status ${status}`).toBeGreaterThan(0);
      for (const p of inStep) expect([p.submitted_by, p.approved_by]).toEqual([submitter, approver]);
    }
  });

  it("keeps each lease's next payment and arrears as the billing summary computes them", async () => {
    await refreshLeaseSummaries(database.database.db, {
      orgId,
      leaseIds: leases.map((l) => l.id),
      today: TODAY,
    });
    expect(await readLeases()).toEqual(leases);
    expect(withStatus(LeaseStatus.Active).every((l) => l.next_payment_due !== null)).toBe(true);
  });

  it("gives each lease the Activity the product would have written: created, activated, payments, ended", async () => {
    const historyOf = (leaseId: number) =>
      rows<{ action: string; summary: string; email: string | null }>(sql`select a.action, a.summary, e.email
        from audit_entries a left join employees e on e.id = a.employee_id
        where a.org_id = ${orgId} and a.entity_type = 'lease' and a.entity_id = ${leaseId}
        order by a.created_at, a.id`);
    const [draft] = withStatus(LeaseStatus.Draft);
    expect((await historyOf(draft!.id)).map((h) => h.action)).toEqual(["Created"]);
    const active = withStatus(LeaseStatus.Active).find((l) =>
      periodsOf(l.id).some((p) => p.status_id === LeasePaymentStatus.Paid),
    )!;
    const history = await historyOf(active.id);
    expect(history.slice(0, 2).map((h) => h.summary)).toEqual([
      `Lease ${active.lease_number} created`,
      "Status: Draft → Active",
    ]);
    const paidCount = periodsOf(active.id).filter((p) => p.paid !== null).length;
    expect(history.filter((h) => h.action === "PaymentRecorded")).toHaveLength(paidCount);
    expect(history.every((h) => h.email === "lease@acme.example")).toBe(true);
    const [terminated] = withStatus(LeaseStatus.Terminated);
    expect((await historyOf(terminated!.id)).at(-1)?.summary).toBe("Status: Active → Terminated");
  });
});
