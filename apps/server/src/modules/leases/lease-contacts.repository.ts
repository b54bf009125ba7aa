import { and, asc, eq } from "drizzle-orm";
import type { LeaseContact } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { leaseContacts } from "../../db/schema/index.ts";

/** A contact's values as a form writes them (blanks already null). */
export type LeaseContactValues = {
  fullName: string;
  role: string | null;
  department: string | null;
  phoneNumber: string | null;
  email: string | null;
};

const CONTACT = {
  Id: leaseContacts.id,
  FullName: leaseContacts.fullName,
  Role: leaseContacts.role,
  Department: leaseContacts.department,
  PhoneNumber: leaseContacts.phoneNumber,
  Email: leaseContacts.email,
};

const ofLease = (orgId: number, leaseId: number) =>
  and(eq(leaseContacts.orgId, orgId), eq(leaseContacts.leaseId, leaseId));

/** A lease's contacts in the order they were added. */
export const readContacts = (db: Db | Tx, orgId: number, leaseId: number): Promise<LeaseContact[]> =>
  db.select(CONTACT).from(leaseContacts).where(ofLease(orgId, leaseId)).orderBy(asc(leaseContacts.id));

/** One contact of the lease, or null. */
export const readContact = async (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
  id: number,
): Promise<LeaseContact | null> => {
  const [row] = await db
    .select(CONTACT)
    .from(leaseContacts)
    .where(and(ofLease(orgId, leaseId), eq(leaseContacts.id, id)));
  return row ?? null;
};

export const insertContacts = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  contacts: readonly LeaseContactValues[],
): Promise<void> => {
  if (contacts.length === 0) return;
  await tx.insert(leaseContacts).values(contacts.map((c) => ({ ...c, orgId, leaseId })));
};

export const updateContact = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  id: number,
  values: LeaseContactValues,
): Promise<void> => {
  await tx
    .update(leaseContacts)
    .set(values)
    .where(and(ofLease(orgId, leaseId), eq(leaseContacts.id, id)));
};

export const deleteContact = async (tx: Tx, orgId: number, leaseId: number, id: number): Promise<void> => {
  await tx.delete(leaseContacts).where(and(ofLease(orgId, leaseId), eq(leaseContacts.id, id)));
};
