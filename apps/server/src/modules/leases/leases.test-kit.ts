import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  LeaseStatus,
  LocationLevel,
  type CreateLeaseInput,
  type HistoryReply,
  type LeaseDetail,
  type LeasePaymentStatusId,
  type LeaseStatusId,
  type LeaseWriteReply,
} from "@fieldstead/domain";
import { leaseBillingPeriods, locations } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import type { Backend } from "../../test/test-databases.ts";
import { readEvents } from "../audit/audit.service.ts";

const ACCOUNTS = {
  lease: "lease@acme.example",
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

/** A billing period as the database holds it. */
export type StoredPeriod = {
  id: number;
  periodStart: string;
  periodEnd: string;
  amount: string;
  dueDate: string;
  statusId: number;
  paid: string;
};

export type LeasesTestKit = {
  t: TestApp;
  who: Record<Who, TestPerson>;
  /** GET with a query, POST with a body, under /api/Lease/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** A new draft lease registered by the lease manager: a year from 2027-01-01, monthly, unless told. */
  create(body?: Partial<CreateLeaseInput>): Promise<LeaseDetail>;
  /** Moves a lease to a status and answers the reply. */
  move(id: number, statusId: LeaseStatusId, comment?: string): Promise<LeaseWriteReply>;
  read(id: number): Promise<LeaseDetail>;
  history(id: number): Promise<HistoryReply>;
  events(id: number): ReturnType<typeof readEvents>;
  periods(leaseId: number): Promise<StoredPeriod[]>;
  /** Records a payment on a period directly (the payment steps are another module's). */
  pay(periodId: number, paid: string, statusId: LeasePaymentStatusId): Promise<void>;
  /** A building of Acme with floors and rooms below it, and a place of Acme outside it; a place of Globex. */
  acme: { buildingId: number; buildingName: string; siteName: string; outsideId: number };
  globex: { locationId: number };
  close(): Promise<void>;
};

const child = alias(locations, "child");

/** A building with floors below it (and rooms below those), and a location outside it. */
const placesOf = async (t: TestApp, orgId: number) => {
  const grandchild = alias(locations, "grandchild");
  const site = alias(locations, "site");
  const [building] = await t.ctx.db
    .select({ id: locations.id, name: locations.name, siteName: site.name })
    .from(locations)
    .innerJoin(child, eq(child.parentId, locations.id))
    .innerJoin(grandchild, eq(grandchild.parentId, child.id))
    .innerJoin(site, eq(site.id, locations.parentId))
    .where(and(eq(locations.orgId, orgId), eq(locations.levelId, LocationLevel.Building)))
    .orderBy(asc(locations.id))
    .limit(1);
  const [outside] = await t.ctx.db
    .select({ id: locations.id })
    .from(locations)
    // Another building: never below this one.
    .where(
      and(
        eq(locations.orgId, orgId),
        eq(locations.levelId, LocationLevel.Building),
        ne(locations.id, building!.id),
      ),
    )
    .orderBy(asc(locations.id))
    .limit(1);
  return { building: building!, outsideId: outside!.id };
};

const DEFAULT_LEASE = {
  Lessor: "Harbor Holdings LLC",
  Lessee: "Acme Facilities",
  StartDate: "2027-01-01",
  EndDate: "2027-12-31",
  Rent: "1500.00",
  RentFrequencyId: 1,
} as const;

export const openLeasesTestKit = async (backend: Backend): Promise<LeasesTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const call: LeasesTestKit["call"] = (w, action, { body, query } = {}) => {
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
  const places = await placesOf(t, who.lease.orgId);
  const [globexPlace] = await t.ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.orgId, who.globex.orgId))
    .limit(1);
  return {
    t,
    who,
    call,
    ok,
    create: async (body = {}) => {
      const reply = await ok<LeaseWriteReply>(
        call("lease", "CreateLease", {
          body: { ...DEFAULT_LEASE, LocationId: places.building.id, ...body },
        }),
      );
      expect(reply.Lease.StatusId).toBe(LeaseStatus.Draft);
      return reply.Lease;
    },
    move: (id, statusId, comment) =>
      ok<LeaseWriteReply>(
        call("lease", "ChangeLeaseStatus", { body: { Id: id, StatusId: statusId, Comment: comment } }),
      ),
    read: (id) => ok<LeaseDetail>(call("lease", "GetLease", { query: { Id: id } })),
    history: (id) => ok<HistoryReply>(call("lease", "GetLeaseHistory", { query: { Id: id } })),
    events: (id) => readEvents(t.ctx.db, who.lease.orgId, AuditEntityType.Lease, id),
    periods: (leaseId) =>
      t.ctx.db
        .select({
          id: leaseBillingPeriods.id,
          periodStart: sql<string>`${leaseBillingPeriods.periodStart}::text`,
          periodEnd: sql<string>`${leaseBillingPeriods.periodEnd}::text`,
          amount: sql<string>`${leaseBillingPeriods.billingAmount}::text`,
          dueDate: sql<string>`${leaseBillingPeriods.dueDate}::text`,
          statusId: leaseBillingPeriods.statusId,
          paid: sql<string>`${leaseBillingPeriods.paidAmount}::text`,
        })
        .from(leaseBillingPeriods)
        .where(eq(leaseBillingPeriods.leaseId, leaseId))
        .orderBy(asc(leaseBillingPeriods.periodStart)),
    pay: async (periodId, paid, statusId) => {
      await t.ctx.db
        .update(leaseBillingPeriods)
        .set({ paidAmount: paid, statusId })
        .where(eq(leaseBillingPeriods.id, periodId));
    },
    acme: {
      buildingId: places.building.id,
      buildingName: places.building.name,
      siteName: places.building.siteName,
      outsideId: places.outsideId,
    },
    globex: { locationId: globexPlace!.id },
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** The message of a refusal. */
export const messageOf = (res: LightMyRequestResponse): string =>
  (res.json() as { StatusMessage: string }).StatusMessage;
