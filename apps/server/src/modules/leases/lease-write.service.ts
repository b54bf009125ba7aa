import {
  AuditEntityType,
  diffChanges,
  DomainEventType,
  LeaseStatus,
  LeaseTransitionResult,
  type CreateLease,
  type LeaseWriteReply,
  type UpdateLease,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { nextNumbers, recordChange } from "../audit/audit.service.ts";
import { isUniqueViolation } from "../locations/location-access.ts";
import { insertContacts, type LeaseContactValues } from "./lease-contacts.repository.ts";
import { replaceLeaseSpaces } from "./lease-locations.repository.ts";
import {
  checkedLeaseFields,
  LEASE_FIELDS,
  leaseEntry,
  scheduleTermsChanged,
  shownOfRecord,
  type LeaseShown,
} from "./lease-fields.service.ts";
import { regenerateSchedule } from "./lease-schedule.service.ts";
import { insertLease, isLeaseNumberTaken, updateLeaseRow } from "./leases.repository.ts";
import {
  leaseNumberOf,
  leaseRefusal,
  leaseReply,
  leaseSequence,
  leaseToday,
  lockLease,
} from "./leases.service.ts";

export const LEASE_WRITE_MESSAGES = {
  terminated: "A terminated lease cannot be changed.",
  numberTaken: (n: string) => `Lease number ${n} is already used by another lease.`,
} as const;

/** How many typed-in numbers in a row the counter skips before giving up. */
const MAX_NUMBER_TRIES = 50;

/** The number given (unused in the organisation, whatever its case), else the year's next free number. */
const leaseNumberFor = async (tx: Tx, orgId: number, given: string | null, at: Date): Promise<string> => {
  if (given) {
    if (await isLeaseNumberTaken(tx, orgId, given))
      throw invalidField("LeaseNumber", LEASE_WRITE_MESSAGES.numberTaken(given));
    return given;
  }
  const year = leaseToday(at).slice(0, 4);
  for (let tries = 0; tries < MAX_NUMBER_TRIES; tries += 1) {
    const [value] = await nextNumbers(tx, orgId, leaseSequence(year));
    const number = leaseNumberOf(year, value ?? 1);
    // A number typed by hand earlier may already be the counter's next one: that one is skipped.
    if (!(await isLeaseNumberTaken(tx, orgId, number))) return number;
  }
  throw new AppError("CONFLICT", { message: "No free lease number was found; give one." });
};

/** A contact as the request gave it (blanks already null), as the contacts table writes it. */
export const contactValuesOf = (c: CreateLease["Contacts"][number]): LeaseContactValues => ({
  fullName: c.FullName,
  role: c.Role,
  department: c.Department,
  phoneNumber: c.PhoneNumber,
  email: c.Email,
});

/** Registers a lease as a Draft: its number, its parties and contacts, a 'Created' entry and a LeaseCreated event. */
export const createLease = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateLease,
): Promise<LeaseWriteReply> => {
  const { orgId, employeeId } = session;
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const at = ctx.now();
      const { columns, shown } = await checkedLeaseFields(tx, orgId, body);
      const number = await leaseNumberFor(tx, orgId, body.LeaseNumber, at);
      const id = await insertLease(tx, { ...columns, orgId, leaseNumber: number, employeeId, at });
      await insertContacts(tx, orgId, id, body.Contacts.map(contactValuesOf));
      const changes = diffChanges<LeaseShown>({ before: {}, after: shown, fields: LEASE_FIELDS });
      await recordChange(tx, {
        history: [
          {
            ...leaseEntry(session, id, at),
            action: "Created",
            summary: `Lease ${number} registered`,
            changes,
          },
        ],
        events: [
          {
            orgId,
            eventType: DomainEventType.LeaseCreated,
            actorId: employeeId,
            subjectType: AuditEntityType.Lease,
            subjectId: id,
            concerns: [employeeId],
            payload: { LeaseNumber: number, Lessor: columns.lessor, Lessee: columns.lessee },
            at,
          },
        ],
      });
      return { id, number };
    });
  const { id, number } = await write().catch((err: unknown) => {
    // Two leases given the same number at the same moment: the second is told, as if it had come later.
    if (isUniqueViolation(err) && body.LeaseNumber)
      throw invalidField("LeaseNumber", LEASE_WRITE_MESSAGES.numberTaken(body.LeaseNumber));
    throw err;
  });
  return leaseReply(ctx, session, id, LeaseTransitionResult.Successful, `Lease ${number} created.`);
};

/**
 * Changes a lease's fields; a terminated lease is refused. Saving nothing new records nothing. When an active
 * lease's terms that shape its bills change, its future unpaid bills are made again from the new terms.
 */
export const updateLease = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateLease,
): Promise<LeaseWriteReply> => {
  const { orgId, employeeId } = session;
  const message = await ctx.db.transaction(async (tx) => {
    const current = await lockLease(tx, session, body.Id);
    if (current.StatusId === LeaseStatus.Terminated)
      throw leaseRefusal("Id", LEASE_WRITE_MESSAGES.terminated);
    const { columns, shown } = await checkedLeaseFields(tx, orgId, body);
    const changes = diffChanges<LeaseShown>({
      before: shownOfRecord(current),
      after: shown,
      fields: LEASE_FIELDS,
    });
    if (changes.length === 0) return `Lease ${current.LeaseNumber} has no changes to save.`;
    const at = ctx.now();
    await updateLeaseRow(tx, orgId, current.Id, { ...columns, employeeId, at });
    // The spaces a lease covers are places under its location: another location leaves none of them covered.
    if (columns.locationId !== current.LocationId) await replaceLeaseSpaces(tx, orgId, current.Id, []);
    const isTermsChange = scheduleTermsChanged(current, columns);
    const redone =
      isTermsChange && current.StatusId === LeaseStatus.Active
        ? await regenerateSchedule(tx, { orgId, leaseId: current.Id, today: leaseToday(at), at }, columns)
        : null;
    const summary = `Changed ${changes.map((c) => c.Field.toLowerCase()).join(", ")}`;
    const periods = redone
      ? [{ Field: "Future billing periods", From: `${redone.removed}`, To: `${redone.added}` }]
      : [];
    await recordChange(tx, {
      history: [
        {
          ...leaseEntry(session, current.Id, at),
          action: "Edited",
          summary,
          changes: [...changes, ...periods],
        },
      ],
      events: isTermsChange
        ? [
            {
              orgId,
              eventType: DomainEventType.LeaseTermsChanged,
              actorId: employeeId,
              subjectType: AuditEntityType.Lease,
              subjectId: current.Id,
              concerns: current.CreatedById === null ? [] : [current.CreatedById],
              payload: { LeaseNumber: current.LeaseNumber, Fields: changes.map((c) => c.Field) },
              at,
            },
          ]
        : [],
    });
    return redone
      ? `Lease ${current.LeaseNumber} saved; ${redone.added} future billing periods were made again.`
      : `Lease ${current.LeaseNumber} saved.`;
  });
  return leaseReply(ctx, session, body.Id, LeaseTransitionResult.Successful, message);
};
