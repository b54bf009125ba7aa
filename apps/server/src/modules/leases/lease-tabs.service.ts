import {
  addDaysToDay,
  addMonthsToDay,
  buildLeaseSchedule,
  centsToMoney,
  formatMoney,
  LOCATION_LEVEL_LABELS,
  parseMoneyToCents,
  tenureMonths,
  type AuditChange,
  type ContractBody,
  type LeaseSpacesReply,
  type LeaseTermsReply,
  type SaveLeaseSpacesContract,
  type ScheduledPeriod,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory } from "../audit/audit.service.ts";
import { columnsOfRecord, leaseEntry } from "./lease-fields.service.ts";
import { rentFrequencyName } from "./lease-list.definition.ts";
import { replaceLeaseSpaces, spacesUnder, type LeaseSpaceRow } from "./lease-locations.repository.ts";
import { scheduleInputOf } from "./lease-schedule.service.ts";
import { updateLeaseRow, type LeaseRecord } from "./leases.repository.ts";
import { leaseRecord, leaseRefusal, lockLease } from "./leases.service.ts";

type RentStep = LeaseTermsReply["RentSteps"][number];

/** Consecutive bills of the same amount, as one step of the rent: from its first day to its last. */
const rentStepsOf = (periods: readonly ScheduledPeriod[]): RentStep[] => {
  const steps: (RentStep & { cents: number })[] = [];
  for (const period of periods) {
    const last = steps.at(-1);
    if (last && last.cents === period.AmountCents) {
      last.To = period.PeriodEnd;
      last.Periods += 1;
    } else
      steps.push({
        From: period.PeriodStart,
        To: period.PeriodEnd,
        Rent: centsToMoney(period.AmountCents),
        Periods: 1,
        cents: period.AmountCents,
      });
  }
  return steps.map(({ cents: _cents, ...step }) => step);
};

/** The LeaseTerms tab: the rent by step with the increases applied, the total, and the notice and renewal days. */
export const leaseTerms = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<LeaseTermsReply> => {
  const lease = await leaseRecord(ctx.db, session, id);
  const periods = buildLeaseSchedule(scheduleInputOf(columnsOfRecord(lease)));
  return {
    StartDate: lease.StartDate,
    EndDate: lease.EndDate,
    TenureMonths: tenureMonths(lease.StartDate, lease.EndDate),
    RentFrequencyName: rentFrequencyName(lease.RentFrequencyId),
    RentSteps: rentStepsOf(periods),
    TotalRent: centsToMoney(periods.reduce((sum, p) => sum + p.AmountCents, 0)),
    // Notice must be given NoticeMonths before the end; a renewal starts the day after it.
    NoticeDate: addMonthsToDay(lease.EndDate, -lease.NoticeMonths),
    RenewalDate: addDaysToDay(lease.EndDate, 1),
  };
};

const cents = (text: string | null): number => (text === null ? 0 : (parseMoneyToCents(text) ?? 0));

const spacesReply = (lease: LeaseRecord, rows: readonly LeaseSpaceRow[]): LeaseSpacesReply => {
  const covered = rows.filter((r) => r.covered);
  return {
    LocationId: lease.LocationId,
    LocationName: lease.LocationName,
    Spaces: rows.map((r) => ({
      LocationId: r.locationId,
      Name: r.name,
      Code: r.code,
      LevelName: LOCATION_LEVEL_LABELS[r.levelId] ?? `Level ${r.levelId}`,
      Path: r.path.join(" › "),
      Covered: r.covered,
      AreaSqm: r.areaSqm,
    })),
    CoveredCount: covered.length,
    CoveredAreaSqm: centsToMoney(covered.reduce((sum, r) => sum + cents(r.areaSqm), 0)),
  };
};

const spacesOf = async (db: Db | Tx, orgId: number, lease: LeaseRecord): Promise<LeaseSpaceRow[]> =>
  lease.LocationId === null ? [] : spacesUnder(db, orgId, lease.Id, lease.LocationId);

/** The LeaseSpaces tab: the spaces under the lease's location, which it covers, and the area totals. */
export const leaseSpaces = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<LeaseSpacesReply> => {
  const lease = await leaseRecord(ctx.db, session, id);
  return spacesReply(lease, await spacesOf(ctx.db, session.orgId, lease));
};

const shownArea = (row: { covered: boolean; areaSqm: string | null } | undefined): string | null => {
  if (!row?.covered) return null;
  return row.areaSqm === null ? "Covered" : `${formatMoney(cents(row.areaSqm))} m²`;
};

/** What changed in the spaces a lease covers, one change per space, as people read it. */
const spaceChanges = (
  rows: readonly LeaseSpaceRow[],
  next: ReadonlyMap<number, string | null>,
): AuditChange[] =>
  rows.flatMap((row) => {
    const from = shownArea(row);
    const to = shownArea(
      next.has(row.locationId) ? { covered: true, areaSqm: next.get(row.locationId)! } : undefined,
    );
    return from === to ? [] : [{ Field: `Space ${row.path.join(" › ")}`, From: from, To: to }];
  });

const storedArea = (text: string | null): string | null => (text === null ? null : centsToMoney(cents(text)));

/**
 * Sets the spaces a lease covers, replacing those it had, with an entry in its history. Every space must be
 * under the lease's location, and given once (400 naming Spaces otherwise).
 */
export const saveLeaseSpaces = (
  ctx: AppContext,
  session: ActiveSession,
  body: ContractBody<typeof SaveLeaseSpacesContract>,
): Promise<LeaseSpacesReply> =>
  ctx.db.transaction(async (tx) => {
    const { orgId, employeeId } = session;
    const lease = await lockLease(tx, session, body.LeaseId);
    const rows = await spacesOf(tx, orgId, lease);
    const under = new Set(rows.map((r) => r.locationId));
    const next = new Map<number, string | null>();
    for (const space of body.Spaces) {
      if (!under.has(space.LocationId))
        throw leaseRefusal("Spaces", `Location ${space.LocationId} is not under the lease's location.`);
      if (next.has(space.LocationId))
        throw leaseRefusal("Spaces", `Location ${space.LocationId} is given more than once.`);
      next.set(space.LocationId, storedArea(space.AreaSqm));
    }
    const changes = spaceChanges(rows, next);
    if (changes.length > 0) {
      const at = ctx.now();
      const spaces = [...next].map(([locationId, areaSqm]) => ({ locationId, areaSqm }));
      await replaceLeaseSpaces(tx, orgId, lease.Id, spaces);
      await updateLeaseRow(tx, orgId, lease.Id, { employeeId, at });
      const summary = `Spaces: ${next.size} covered`;
      await recordHistory(tx, [
        { ...leaseEntry(session, lease.Id, at), action: "SpacesChanged", summary, changes },
      ]);
    }
    return spacesReply(lease, await spacesOf(tx, orgId, lease));
  });
