import {
  diffChanges,
  type AuditField,
  type ContractBody,
  type DeleteLeaseContactContract,
  type LeaseContact,
  type SaveLeaseContactContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory } from "../audit/audit.service.ts";
import {
  deleteContact,
  insertContacts,
  readContact,
  readContacts,
  updateContact,
  type LeaseContactValues,
} from "./lease-contacts.repository.ts";
import { leaseEntry } from "./lease-fields.service.ts";
import { contactValuesOf } from "./lease-write.service.ts";
import { updateLeaseRow } from "./leases.repository.ts";
import { lockLease } from "./leases.service.ts";

const contactNotFound = (): AppError => new AppError("NOT_FOUND", { message: "Contact not found." });

const CONTACT_FIELDS: readonly AuditField<LeaseContactValues>[] = [
  { key: "fullName", label: "Full name" },
  { key: "role", label: "Role" },
  { key: "department", label: "Department" },
  { key: "phoneNumber", label: "Phone number" },
  { key: "email", label: "E-mail" },
];

const valuesOfContact = (c: LeaseContact): LeaseContactValues => ({
  fullName: c.FullName,
  role: c.Role,
  department: c.Department,
  phoneNumber: c.PhoneNumber,
  email: c.Email,
});

/**
 * Adds a contact to a lease (no Id) or changes one of its contacts, with an entry in the lease's history; answers
 * the lease's contacts. Changing nothing records nothing.
 */
export const saveLeaseContact = (
  ctx: AppContext,
  session: ActiveSession,
  body: ContractBody<typeof SaveLeaseContactContract>,
): Promise<LeaseContact[]> =>
  ctx.db.transaction(async (tx) => {
    const { orgId, employeeId } = session;
    const lease = await lockLease(tx, session, body.LeaseId);
    const values = contactValuesOf(body);
    const before = body.Id ? await readContact(tx, orgId, lease.Id, body.Id) : null;
    if (body.Id && !before) throw contactNotFound();
    const changes = diffChanges<LeaseContactValues>({
      before: before ? valuesOfContact(before) : {},
      after: values,
      fields: CONTACT_FIELDS,
    });
    if (changes.length > 0) {
      const at = ctx.now();
      if (before) await updateContact(tx, orgId, lease.Id, before.Id, values);
      else await insertContacts(tx, orgId, lease.Id, [values]);
      await updateLeaseRow(tx, orgId, lease.Id, { employeeId, at });
      const [action, summary] = before
        ? ["ContactChanged", `Contact ${values.fullName} changed`]
        : ["ContactAdded", `Contact ${values.fullName} added`];
      await recordHistory(tx, [{ ...leaseEntry(session, lease.Id, at), action, summary, changes }]);
    }
    return readContacts(tx, orgId, lease.Id);
  });

/** Removes a contact of a lease, with an entry in the lease's history; answers the lease's contacts. */
export const deleteLeaseContact = (
  ctx: AppContext,
  session: ActiveSession,
  body: ContractBody<typeof DeleteLeaseContactContract>,
): Promise<LeaseContact[]> =>
  ctx.db.transaction(async (tx) => {
    const { orgId, employeeId } = session;
    const lease = await lockLease(tx, session, body.LeaseId);
    const contact = await readContact(tx, orgId, lease.Id, body.Id);
    if (!contact) throw contactNotFound();
    const at = ctx.now();
    await deleteContact(tx, orgId, lease.Id, contact.Id);
    await updateLeaseRow(tx, orgId, lease.Id, { employeeId, at });
    const changes = diffChanges<LeaseContactValues>({
      before: valuesOfContact(contact),
      after: { fullName: "", role: null, department: null, phoneNumber: null, email: null },
      fields: CONTACT_FIELDS,
    });
    await recordHistory(tx, [
      {
        ...leaseEntry(session, lease.Id, at),
        action: "ContactRemoved",
        summary: `Contact ${contact.FullName} removed`,
        changes,
      },
    ]);
    return readContacts(tx, orgId, lease.Id);
  });
