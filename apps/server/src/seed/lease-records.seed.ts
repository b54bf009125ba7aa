import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import {
  employees,
  leaseBillingPeriods,
  leaseContacts,
  leaseParties,
  leasePayments,
  leases,
  roles,
} from "../db/schema/index.ts";
import type { SeedActor } from "./lease-billing.seed-data.ts";
import type { LeaseSeed } from "./leases.seed-data.ts";
import { ADMINISTRATOR, LEASE_MANAGER } from "./role-templates.ts";
import { chunks, idOf } from "./seed-batches.ts";
import { writeLeaseHistory } from "./lease-history.seed.ts";

type Actors = Readonly<Record<SeedActor, number | null>>;

/**
 * Who takes the payment steps: the lease manager submits (the administrator when there is none) and the
 * administrator approves — never the person who submitted, so an organisation with one such person records no
 * approver.
 */
const actorsOf = async (tx: Tx, orgId: number): Promise<Actors> => {
  const people = await tx
    .select({ id: employees.id, role: roles.name })
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .where(and(eq(employees.orgId, orgId), inArray(roles.name, [LEASE_MANAGER.name, ADMINISTRATOR.name])))
    .orderBy(asc(employees.id));
  const admins = people.filter((p) => p.role === ADMINISTRATOR.name).map((p) => p.id);
  const submitter = people.find((p) => p.role === LEASE_MANAGER.name)?.id ?? admins[0] ?? null;
  return { leaseManager: submitter, administrator: admins.find((id) => id !== submitter) ?? null };
};

/** One party per name, whatever its case (the same landlord on many leases); ids by lower-cased name. */
const writeParties = async (tx: Tx, orgId: number, seeds: readonly LeaseSeed[]) => {
  const partyIds = new Map<string, number>();
  const names = new Map(seeds.flatMap((l) => [l.lessor, l.lessee]).map((name) => [name.toLowerCase(), name]));
  for (const part of chunks([...names.values()].map((name) => ({ orgId, name })))) {
    const written = await tx
      .insert(leaseParties)
      .values(part)
      .returning({ id: leaseParties.id, name: leaseParties.name });
    for (const row of written) partyIds.set(row.name.toLowerCase(), row.id);
  }
  return partyIds;
};

/** The bills of every lease with who submitted and approved them; ids by lease id and period start. */
const writePeriods = async (
  tx: Tx,
  orgId: number,
  seeds: readonly LeaseSeed[],
  leaseIds: ReadonlyMap<string, number>,
  actors: Actors,
) => {
  const actorId = (actor: SeedActor | null) => (actor === null ? null : actors[actor]);
  const periodRows = seeds.flatMap((l) =>
    l.periods.map(({ payment: _payment, submittedBy, approvedBy, ...p }) => ({
      ...p,
      orgId,
      leaseId: idOf(leaseIds, l.leaseNumber),
      submittedById: actorId(submittedBy),
      approvedById: actorId(approvedBy),
    })),
  );
  const periodIds = new Map<string, number>();
  for (const part of chunks(periodRows)) {
    const written = await tx.insert(leaseBillingPeriods).values(part).returning({
      id: leaseBillingPeriods.id,
      leaseId: leaseBillingPeriods.leaseId,
      periodStart: leaseBillingPeriods.periodStart,
    });
    for (const row of written) periodIds.set(`${row.leaseId}:${row.periodStart}`, row.id);
  }
  return periodIds;
};

/**
 * Writes leases (with the next payment and arrears their bills give) with their parties, contacts, billing
 * periods, payments and Activity; returns lease ids by lease number.
 */
export const writeLeases = async (
  tx: Tx,
  orgId: number,
  seeds: readonly LeaseSeed[],
): Promise<Map<string, number>> => {
  const partyIds = await writeParties(tx, orgId, seeds);
  const leaseIds = new Map<string, number>();
  const withParties = seeds.map(({ contacts: _c, periods: _p, ...l }) => ({
    ...l,
    orgId,
    lessorPartyId: idOf(partyIds, l.lessor.toLowerCase()),
    lesseePartyId: idOf(partyIds, l.lessee.toLowerCase()),
  }));
  for (const part of chunks(withParties)) {
    const written = await tx
      .insert(leases)
      .values(part)
      .returning({ id: leases.id, number: leases.leaseNumber });
    for (const row of written) leaseIds.set(row.number, row.id);
  }
  const contactRows = seeds.flatMap((l) =>
    l.contacts.map((c) => ({ ...c, orgId, leaseId: idOf(leaseIds, l.leaseNumber) })),
  );
  for (const part of chunks(contactRows)) await tx.insert(leaseContacts).values(part);

  const actors = await actorsOf(tx, orgId);
  const periodIds = await writePeriods(tx, orgId, seeds, leaseIds, actors);
  const paymentRows = seeds.flatMap((l) => {
    const leaseId = idOf(leaseIds, l.leaseNumber);
    return l.periods.flatMap((p) =>
      p.payment
        ? [
            {
              ...p.payment,
              orgId,
              billingPeriodId: idOf(periodIds, `${leaseId}:${p.periodStart}`),
              recordedById: actors.leaseManager,
            },
          ]
        : [],
    );
  });
  for (const part of chunks(paymentRows)) await tx.insert(leasePayments).values(part);
  await writeLeaseHistory(tx, orgId, seeds, leaseIds, actors.leaseManager);
  return leaseIds;
};
