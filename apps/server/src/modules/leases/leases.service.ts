import {
  AuditEntityType,
  calendarDayOf,
  canDeleteLease,
  LEASE_STATUS_NAMES,
  nextLeaseStatuses,
  suggestLeaseStatuses,
  type ContractQuery,
  type GetLeaseHistoryContract,
  type HistoryReply,
  type LeaseDetail,
  type LeaseListQuery,
  type LeaseListRow,
  type LeaseTransitionResultValue,
  type LeaseWriteReply,
  type ListReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { readHistory } from "../audit/audit.service.ts";
import { readContacts } from "./lease-contacts.repository.ts";
import { locationPath } from "../locations/locations.service.ts";
import { findParties, type LeasePartyOption } from "./lease-parties.repository.ts";
import { listLeases, readLease, type LeaseRecord } from "./leases.repository.ts";

/** The lease table's values a form (or an import) writes. */
export type { LeaseColumns } from "./leases.repository.ts";

export const leaseNotFound = (): AppError => new AppError("NOT_FOUND", { message: "Lease not found." });

/** A step the lease refuses (its status, a field the rules refuse): a 400 whose message is shown as it is. */
export const leaseRefusal = (field: string, message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

/** The organisation's calendar day at `at` (the display time zone's), as lease days are written. */
export const leaseToday = (at: Date): string => calendarDayOf(at);

/** The organisation counter that numbers a year's leases, and a lease's number from it: LSE-{year}-{00001}. */
export const leaseSequence = (year: string): string => `lease:${year}`;
export const leaseNumberOf = (year: string, value: number): string =>
  `LSE-${year}-${String(value).padStart(5, "0")}`;

export const leaseList = (
  ctx: AppContext,
  session: ActiveSession,
  query: LeaseListQuery,
): Promise<ListReply<LeaseListRow>> => listLeases(ctx.db, session.orgId, query);

/** The lease, locked until the transaction ends, so two writes on one lease run one after the other. */
export const lockLease = async (tx: Tx, session: ActiveSession, id: number): Promise<LeaseRecord> => {
  const lease = await readLease(tx, session.orgId, id, { lock: true });
  if (!lease) throw leaseNotFound();
  return lease;
};

/** One lease of the caller's organisation (another organisation's is a 404). */
export const leaseRecord = async (db: Db | Tx, session: ActiveSession, id: number): Promise<LeaseRecord> => {
  const lease = await readLease(db, session.orgId, id);
  if (!lease) throw leaseNotFound();
  return lease;
};

/** A stored lease as its page shows it: where it is, who to contact, and what may be done with it now. */
const detailOf = async (
  ctx: AppContext,
  session: ActiveSession,
  lease: LeaseRecord,
): Promise<LeaseDetail> => {
  const { CreatedById: _creator, LocationParentId: parentId, ...shown } = lease;
  const ancestors = lease.LocationId === null ? [] : await locationPath(ctx, session, parentId);
  return {
    ...shown,
    LocationPath: ancestors.length > 0 ? ancestors.map((place) => place.Name).join(" › ") : null,
    Contacts: await readContacts(ctx.db, session.orgId, lease.Id),
    NextStatuses: nextLeaseStatuses(lease.StatusId).map((id) => ({ Id: id, Name: LEASE_STATUS_NAMES[id] })),
    CanDelete: canDeleteLease(lease.StatusId),
  };
};

export const leaseDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<LeaseDetail> => detailOf(ctx, session, await leaseRecord(ctx.db, session, id));

/** What a lease write answers: its result code and message, and the lease as now stored. */
export const leaseReply = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  statusCode: LeaseTransitionResultValue,
  message: string,
): Promise<LeaseWriteReply> => ({
  StatusCode: statusCode,
  StatusMessage: message,
  Lease: await leaseDetail(ctx, session, id),
});

/** The Activity tab: the lease's history, newest first, a page at a time. */
export const leaseHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  query: ContractQuery<typeof GetLeaseHistoryContract>,
): Promise<HistoryReply> => {
  await leaseRecord(ctx.db, session, query.Id);
  return readHistory(ctx.db, session.orgId, AuditEntityType.Lease, {
    Id: query.Id,
    Before: query.Before ?? null,
    PageSize: query.PageSize,
  });
};

/** The status search answers the statuses matching the text; it never fails, an error is an empty list. */
export const searchLeaseStatuses = (search: string): { Id: number; Name: string }[] => {
  try {
    return suggestLeaseStatuses(search);
  } catch {
    return [];
  }
};

export const searchLeaseParties = (
  ctx: AppContext,
  session: ActiveSession,
  query: { Search: string; Limit: number },
): Promise<LeasePartyOption[]> => findParties(ctx.db, session.orgId, query.Search, query.Limit);
