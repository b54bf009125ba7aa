import {
  AuditEntityType,
  formatMoney,
  parseMoneyToCents,
  type AuditField,
  type CreateLease,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { invalidFields } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { locationNameOf } from "./lease-locations.repository.ts";
import { rentFrequencyName } from "./lease-list.definition.ts";
import { partyIdsOf } from "./lease-parties.repository.ts";
import type { LeaseColumns, LeaseRecord } from "./leases.repository.ts";

/** The highest increase a lease may state as a percentage. */

/** What history shows of a lease, as people read it. */
export type LeaseShown = {
  location: string | null;
  lessor: string;
  lessee: string;
  dimensions: string | null;
  area: string | null;
  start: string;
  end: string;
  rent: string;
  frequency: string;
  deposit: string | null;
  escalation: string | null;
  notice: string;
  description: string | null;
};

export const LEASE_FIELDS: readonly AuditField<LeaseShown>[] = [
  { key: "location", label: "Location" },
  { key: "lessor", label: "Lessor" },
  { key: "lessee", label: "Lessee" },
  { key: "dimensions", label: "Dimensions" },
  { key: "area", label: "Area (m²)" },
  { key: "start", label: "Lease Start" },
  { key: "end", label: "Lease End" },
  { key: "rent", label: "Rent" },
  { key: "frequency", label: "Rent frequency" },
  { key: "deposit", label: "Security deposit" },
  { key: "escalation", label: "Escalation" },
  { key: "notice", label: "Notice" },
  { key: "description", label: "Description" },
];

const shownMoney = (text: string | null): string | null =>
  text === null ? null : formatMoney(parseMoneyToCents(text) ?? 0);

type EscalationTerms = Pick<
  LeaseColumns,
  "escalationKind" | "escalationValue" | "escalationEveryMonths" | "escalationFrom"
>;

const shownEscalation = (e: EscalationTerms): string | null => {
  if (!e.escalationKind || e.escalationValue === null) return null;
  const by = e.escalationKind === "Percent" ? `${e.escalationValue}%` : shownMoney(e.escalationValue);
  return `${by} every ${e.escalationEveryMonths} months from ${e.escalationFrom}`;
};

const shownOf = (c: LeaseColumns, location: string | null): LeaseShown => ({
  location,
  lessor: c.lessor,
  lessee: c.lessee,
  dimensions: c.dimensions,
  area: c.areaSqm,
  start: c.startDate,
  end: c.endDate,
  rent: shownMoney(c.rent)!,
  frequency: rentFrequencyName(c.rentFrequencyId),
  deposit: shownMoney(c.securityDeposit),
  escalation: shownEscalation(c),
  notice: `${c.noticeMonths} months`,
  description: c.description,
});

/** The columns of a stored lease, as a form would write them. */
export const columnsOfRecord = (r: LeaseRecord): Omit<LeaseColumns, "lessorPartyId" | "lesseePartyId"> => ({
  locationId: r.LocationId ?? 0,
  lessor: r.Lessor,
  lessee: r.Lessee,
  dimensions: r.Dimensions,
  areaSqm: r.AreaSqm,
  startDate: r.StartDate,
  endDate: r.EndDate,
  rent: r.Rent,
  rentFrequencyId: r.RentFrequencyId,
  securityDeposit: r.SecurityDeposit,
  escalationKind: r.Escalation?.Kind ?? null,
  escalationValue: r.Escalation?.Value ?? null,
  escalationEveryMonths: r.Escalation?.EveryMonths ?? null,
  escalationFrom: r.Escalation?.FromDate ?? null,
  noticeMonths: r.NoticeMonths,
  description: r.Description,
});

/** What history shows of a stored lease. */
export const shownOfRecord = (r: LeaseRecord): LeaseShown =>
  shownOf({ ...columnsOfRecord(r), lessorPartyId: 0, lesseePartyId: 0 }, r.LocationName);

/** The terms that shape a lease's bills: when one changes, an active lease's future bills are made again. */
const SCHEDULE_TERMS = [
  "startDate",
  "endDate",
  "rent",
  "rentFrequencyId",
  "escalationKind",
  "escalationValue",
  "escalationEveryMonths",
  "escalationFrom",
] as const satisfies readonly (keyof LeaseColumns)[];

export const scheduleTermsChanged = (before: LeaseRecord, after: LeaseColumns): boolean => {
  const old = columnsOfRecord(before);
  return SCHEDULE_TERMS.some((key) => old[key] !== after[key]);
};

/**
 * The columns a lease form writes, and what history shows of them. The location must be the organisation's
 * (400 naming LocationId); the lessor and lessee become the organisation's party records of those names.
 */
export const checkedLeaseFields = async (
  tx: Tx,
  orgId: number,
  body: Omit<CreateLease, "LeaseNumber" | "Contacts">,
): Promise<{ columns: LeaseColumns; shown: LeaseShown }> => {
  const location = await locationNameOf(tx, orgId, body.LocationId);
  if (location === null)
    throw invalidFields([{ field: "LocationId", message: `Location ${body.LocationId} not found.` }]);
  const parties = await partyIdsOf(tx, orgId, [body.Lessor, body.Lessee]);
  const e = body.Escalation;
  const columns: LeaseColumns = {
    locationId: body.LocationId,
    lessorPartyId: parties.get(body.Lessor.toLowerCase())!,
    lesseePartyId: parties.get(body.Lessee.toLowerCase())!,
    lessor: body.Lessor,
    lessee: body.Lessee,
    dimensions: body.Dimensions,
    areaSqm: body.AreaSqm,
    startDate: body.StartDate,
    endDate: body.EndDate,
    rent: body.Rent,
    rentFrequencyId: body.RentFrequencyId,
    securityDeposit: body.SecurityDeposit,
    escalationKind: e?.Kind ?? null,
    escalationValue: e ? e.Value : null,
    escalationEveryMonths: e?.EveryMonths ?? null,
    escalationFrom: e?.FromDate ?? null,
    noticeMonths: body.NoticeMonths,
    description: body.Description,
  };
  return { columns, shown: shownOf(columns, location) };
};

/** A history entry about a lease, by the caller, at `at`. */
export const leaseEntry = (session: ActiveSession, id: number, at: Date) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.Lease,
  entityId: id,
  employeeId: session.employeeId,
  at,
});
