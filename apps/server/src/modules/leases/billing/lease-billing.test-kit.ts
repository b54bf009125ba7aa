import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  BillingFrequency,
  LeasePaymentStatus,
  LeaseStatus,
  paymentStatusOnDay,
  type HistoryReply,
  type LeasePaymentStatusId,
  type LeaseStatusId,
} from "@fieldstead/domain";
import { leaseBillingPeriods, leases } from "../../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { readEvents, readHistory } from "../../audit/audit.service.ts";
import { leaseToday } from "./lease-billing.service.ts";
import { refreshLeaseSummaries } from "./lease-summary.repository.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  lease: "lease@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

/** The demo's "now" is 2026-11-22 (Denver): the kit's leases are billed around it. */
export const KIT_TODAY = leaseToday(TEST_NOW);

export type PeriodSpec = {
  start: string;
  end: string;
  due: string;
  amount: string;
  /** As the days would have left it when not told: None until DUE_SOON_DAYS before its due date, then Due. */
  statusId?: LeasePaymentStatusId;
  paid?: string;
};

/** Monthly periods from the first of `firstMonth` ('2026-09'), each due on the 16th. */
export const monthlyPeriods = (firstMonth: string, count: number, amount: string): PeriodSpec[] =>
  Array.from({ length: count }, (_, k) => {
    const [year, month] = firstMonth.split("-").map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 1 + k, 1));
    const last = new Date(Date.UTC(year, month + k, 0));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return { start: day(first), end: day(last), due: `${day(first).slice(0, 8)}16`, amount };
  });

export type LeaseSummary = {
  nextPaymentDue: string | null;
  nextPaymentAmount: string | null;
  arrears: string;
};

export type LeaseBillingTestKit = {
  t: TestApp;
  clock: TestClock;
  who: Record<Who, TestPerson>;
  /** GET with a query, POST with a body, under /api/Lease/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** A lease of Acme (or Globex) with these periods, its summary computed; answers its id and period ids. */
  addLease(
    periods: readonly PeriodSpec[],
    options?: { statusId?: LeaseStatusId; org?: "acme" | "globex" },
  ): Promise<{ id: number; periodIds: number[] }>;
  setLeaseStatus(leaseId: number, statusId: LeaseStatusId): Promise<void>;
  /** Signs everyone in again (after the clock has moved past their sessions). */
  signInAgain(): Promise<void>;
  summary(leaseId: number): Promise<LeaseSummary>;
  periodStatuses(leaseId: number): Promise<LeasePaymentStatusId[]>;
  history(leaseId: number): Promise<HistoryReply>;
  events(leaseId: number): ReturnType<typeof readEvents>;
  close(): Promise<void>;
};

let added = 0;

const insertLease = async (
  t: TestApp,
  orgId: number,
  periods: readonly PeriodSpec[],
  statusId: LeaseStatusId,
): Promise<{ id: number; periodIds: number[] }> => {
  added += 1;
  const [lease] = await t.ctx.db
    .insert(leases)
    .values({
      orgId,
      leaseNumber: `LSE-T${String(added).padStart(4, "0")}`,
      lessor: "Harbour Estates",
      lessee: "Acme Facilities",
      startDate: periods[0]?.start ?? KIT_TODAY,
      endDate: periods.at(-1)?.end ?? KIT_TODAY,
      rent: periods[0]?.amount ?? "0",
      rentFrequencyId: BillingFrequency.Monthly,
      statusId,
    })
    .returning({ id: leases.id });
  const rows =
    periods.length === 0
      ? []
      : await t.ctx.db
          .insert(leaseBillingPeriods)
          .values(
            periods.map((p) => ({
              orgId,
              leaseId: lease!.id,
              periodStart: p.start,
              periodEnd: p.end,
              dueDate: p.due,
              billingAmount: p.amount,
              paidAmount: p.paid ?? "0",
              statusId: p.statusId ?? paymentStatusOnDay(LeasePaymentStatus.None, p.due, KIT_TODAY),
            })),
          )
          .returning({ id: leaseBillingPeriods.id });
  await refreshLeaseSummaries(t.ctx.db, { orgId, leaseIds: [lease!.id], today: KIT_TODAY });
  return { id: lease!.id, periodIds: rows.map((r) => r.id) };
};

export const openLeaseBillingTestKit = async (backend: Backend): Promise<LeaseBillingTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const clock = new TestClock(TEST_NOW);
  const t = await createTestApp(db.database, { clock });
  // The engine's first lease scan runs in the background from start: let it end, so it never races a test.
  await t.app.notificationEngine.stop();
  const who = await signInAccounts(t, ACCOUNTS);
  const call: LeaseBillingTestKit["call"] = (w, action, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/Lease/${action}${search}`, {
      token: who[w].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };
  return {
    t,
    clock,
    who,
    call,
    ok,
    addLease: (periods, { statusId = LeaseStatus.Active, org = "acme" } = {}) =>
      insertLease(t, who[org === "acme" ? "admin" : "globex"].orgId, periods, statusId),
    signInAgain: async () => {
      Object.assign(who, await signInAccounts(t, ACCOUNTS));
    },
    setLeaseStatus: async (leaseId, statusId) => {
      await t.ctx.db.update(leases).set({ statusId }).where(eq(leases.id, leaseId));
    },
    summary: async (leaseId) => {
      const [row] = await t.ctx.db
        .select({
          nextPaymentDue: leases.nextPaymentDue,
          nextPaymentAmount: leases.nextPaymentAmount,
          arrears: leases.arrears,
        })
        .from(leases)
        .where(eq(leases.id, leaseId));
      return row!;
    },
    periodStatuses: async (leaseId) =>
      (
        await t.ctx.db
          .select({ statusId: leaseBillingPeriods.statusId })
          .from(leaseBillingPeriods)
          .where(eq(leaseBillingPeriods.leaseId, leaseId))
          .orderBy(leaseBillingPeriods.periodStart)
      ).map((r) => r.statusId),
    history: (leaseId) =>
      readHistory(t.ctx.db, who.admin.orgId, AuditEntityType.Lease, {
        Id: leaseId,
        Before: null,
        PageSize: 100,
      }),
    events: (leaseId) => readEvents(t.ctx.db, who.admin.orgId, AuditEntityType.Lease, leaseId),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
