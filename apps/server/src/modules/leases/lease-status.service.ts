import {
  AuditEntityType,
  canDeleteLease,
  checkLeaseMove,
  DomainEventType,
  LEASE_STATUS_MESSAGES,
  LEASE_STATUS_NAMES,
  LeaseStatus,
  LeaseTransitionResult,
  type AuditChange,
  type LeaseResultReply,
  type LeaseStatusId,
  type LeaseWriteReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordChange, recordHistory } from "../audit/audit.service.ts";
import { columnsOfRecord, leaseEntry } from "./lease-fields.service.ts";
import { dropFutureSchedule, generateSchedule } from "./lease-schedule.service.ts";
import { deleteLeaseRow, updateLeaseRow } from "./leases.repository.ts";
import { leaseRefusal, leaseReply, leaseToday, lockLease } from "./leases.service.ts";

export type LeaseStatusMove = { Id: number; StatusId: LeaseStatusId; Comment: string | null };

/**
 * Moves a lease along its life cycle, in one transaction: the lease is locked first, so a move that raced
 * another is checked against the status the other left. A move the life cycle refuses is a 400 naming both
 * statuses. A draft's first activation writes its whole payment schedule from its terms; an inactive lease made
 * active again keeps the bills it has; a terminated lease loses its future bills nobody has acted on. The status, its bills, the history entry and the LeaseStatusChanged
 * event are kept or lost together.
 */
export const changeLeaseStatus = async (
  ctx: AppContext,
  session: ActiveSession,
  move: LeaseStatusMove,
): Promise<LeaseWriteReply> => {
  const { orgId, employeeId } = session;
  const message = await ctx.db.transaction(async (tx) => {
    const lease = await lockLease(tx, session, move.Id);
    const from = lease.StatusId;
    const to = move.StatusId;
    const check = checkLeaseMove(from, to);
    if (!check.ok) throw leaseRefusal("StatusId", check.message);
    const at = ctx.now();
    await updateLeaseRow(tx, orgId, lease.Id, { statusId: to, employeeId, at });
    const scope = { orgId, leaseId: lease.Id, today: leaseToday(at), at };
    const generated =
      from === LeaseStatus.Draft && to === LeaseStatus.Active
        ? await generateSchedule(tx, scope, columnsOfRecord(lease))
        : 0;
    const dropped = to === LeaseStatus.Terminated ? await dropFutureSchedule(tx, scope) : 0;
    const moved = `Status: ${LEASE_STATUS_NAMES[from]} → ${LEASE_STATUS_NAMES[to]}`;
    const changes: AuditChange[] = [
      { Field: "Status", From: LEASE_STATUS_NAMES[from], To: LEASE_STATUS_NAMES[to] },
      ...(generated > 0 ? [{ Field: "Billing periods", From: null, To: `${generated} generated` }] : []),
      ...(dropped > 0 ? [{ Field: "Future billing periods", From: `${dropped} scheduled`, To: null }] : []),
    ];
    await recordChange(tx, {
      history: [
        {
          ...leaseEntry(session, lease.Id, at),
          action: "StatusChanged",
          summary: move.Comment ? `${moved} — ${move.Comment}` : moved,
          changes,
        },
      ],
      events: [
        {
          orgId,
          eventType: DomainEventType.LeaseStatusChanged,
          actorId: employeeId,
          subjectType: AuditEntityType.Lease,
          subjectId: lease.Id,
          concerns: lease.CreatedById === null ? [] : [lease.CreatedById],
          payload: {
            LeaseNumber: lease.LeaseNumber,
            FromStatusId: from,
            ToStatusId: to,
            ...(move.Comment ? { Comment: move.Comment } : {}),
          },
          at,
        },
      ],
    });
    return `Lease ${lease.LeaseNumber} is now ${LEASE_STATUS_NAMES[to]}.`;
  });
  return leaseReply(ctx, session, move.Id, LeaseTransitionResult.StatusChange, message);
};

/** Deletes a draft lease (its contacts, spaces and answers go with it); any other is a 400. */
export const deleteLease = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<LeaseResultReply> => {
  const number = await ctx.db.transaction(async (tx) => {
    const lease = await lockLease(tx, session, id);
    if (!canDeleteLease(lease.StatusId)) throw leaseRefusal("Id", LEASE_STATUS_MESSAGES.deleteDraftOnly);
    const at = ctx.now();
    await deleteLeaseRow(tx, session.orgId, lease.Id);
    await recordHistory(tx, [
      {
        ...leaseEntry(session, lease.Id, at),
        action: "Deleted",
        summary: `Lease ${lease.LeaseNumber} deleted`,
      },
    ]);
    return lease.LeaseNumber;
  });
  return { StatusCode: LeaseTransitionResult.Successful, StatusMessage: `Lease ${number} deleted.` };
};
