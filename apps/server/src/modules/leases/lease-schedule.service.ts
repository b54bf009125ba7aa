import {
  buildLeaseSchedule,
  parseMoneyToCents,
  regenerateFutureSchedule,
  type LeaseEscalation,
  type LeaseScheduleInput,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { refreshLeaseSummaries } from "./billing/lease-summary.repository.ts";
import { deletePeriods, hasPeriods, insertPeriods, readPeriods } from "./lease-schedule.repository.ts";
import type { LeaseColumns } from "./leases.repository.ts";

/** The terms that shape a lease's bills, as the lease row holds them (money as text). */
export type LeaseScheduleTerms = Pick<
  LeaseColumns,
  | "startDate"
  | "endDate"
  | "rent"
  | "rentFrequencyId"
  | "escalationKind"
  | "escalationValue"
  | "escalationEveryMonths"
  | "escalationFrom"
>;

const cents = (text: string): number => parseMoneyToCents(text) ?? 0;

const escalationOf = (t: LeaseScheduleTerms): LeaseEscalation | null => {
  const {
    escalationKind: kind,
    escalationValue: value,
    escalationEveryMonths: every,
    escalationFrom: from,
  } = t;
  if (!kind || value === null || every === null || from === null) return null;
  // A percentage of "3.50" is 350 basis points: the same digits as its cents.
  return kind === "Percent"
    ? { Kind: "Percent", BasisPoints: cents(value), EveryMonths: every, FromDate: from }
    : { Kind: "Amount", Cents: cents(value), EveryMonths: every, FromDate: from };
};

/** The schedule rules' input from a lease's terms (amounts in exact cents). */
export const scheduleInputOf = (t: LeaseScheduleTerms): LeaseScheduleInput => ({
  StartDate: t.startDate,
  EndDate: t.endDate,
  RentCents: cents(t.rent),
  RentFrequencyId: t.rentFrequencyId,
  Escalation: escalationOf(t),
});

/** Which lease, in which organisation, on which day (the organisation's calendar day) and at what time. */
export type ScheduleScope = { orgId: number; leaseId: number; today: string; at: Date };

/**
 * A lease's first activation: its whole payment schedule from its terms, written in one statement, then the
 * register's summary of it. A lease that has bills already (it was active before) keeps them: answers 0.
 */
export const generateSchedule = async (
  tx: Tx,
  scope: ScheduleScope,
  terms: LeaseScheduleTerms,
): Promise<number> => {
  const { orgId, leaseId, today } = scope;
  if (await hasPeriods(tx, orgId, leaseId)) return 0;
  const periods = buildLeaseSchedule(scheduleInputOf(terms));
  await insertPeriods(tx, scope, periods);
  await refreshLeaseSummaries(tx, { orgId, leaseIds: [leaseId], today });
  return periods.length;
};

/**
 * An active lease's terms changed: only its future bills nobody has acted on are made again from the new terms
 * (bills already started, acted on or part paid stay as they are), then the register's summary of it.
 */
export const regenerateSchedule = async (
  tx: Tx,
  scope: ScheduleScope,
  terms: LeaseScheduleTerms,
): Promise<{ removed: number; added: number }> => {
  const { orgId, leaseId, today } = scope;
  const existing = await readPeriods(tx, orgId, leaseId);
  const plan = regenerateFutureSchedule(existing, buildLeaseSchedule(scheduleInputOf(terms)), today);
  await deletePeriods(tx, orgId, plan.remove);
  await insertPeriods(tx, scope, plan.add);
  await refreshLeaseSummaries(tx, { orgId, leaseIds: [leaseId], today });
  return { removed: plan.remove.length, added: plan.add.length };
};

/**
 * A lease is terminated: its future bills nobody has acted on go (those already started, acted on or part paid
 * stay, and so does what is owed on them), then the register's summary of it. Answers how many went.
 */
export const dropFutureSchedule = async (tx: Tx, scope: ScheduleScope): Promise<number> => {
  const { orgId, leaseId, today } = scope;
  const plan = regenerateFutureSchedule(await readPeriods(tx, orgId, leaseId), [], today);
  await deletePeriods(tx, orgId, plan.remove);
  await refreshLeaseSummaries(tx, { orgId, leaseIds: [leaseId], today });
  return plan.remove.length;
};
