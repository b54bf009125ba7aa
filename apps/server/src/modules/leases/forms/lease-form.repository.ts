import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { MEDIA_FORM_ENTITY, MediaFormType } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { documents, leaseFormFields as fields, leaseFormValues as values } from "../../../db/schema/index.ts";

export type LeaseFieldType = "Text" | "Number" | "Date" | "Dropdown" | "File";

export type FieldRow = {
  id: number;
  label: string;
  fieldType: LeaseFieldType;
  required: boolean;
  options: string[];
  sortOrder: number;
};

export type FieldColumns = Omit<FieldRow, "id">;

/** The organisation's fields still asked, in the designer's order. */
export const listActiveFields = (db: Db | Tx, orgId: number): Promise<FieldRow[]> =>
  db
    .select({
      id: fields.id,
      label: fields.label,
      fieldType: fields.fieldType,
      required: fields.required,
      options: fields.options,
      sortOrder: fields.sortOrder,
    })
    .from(fields)
    .where(and(eq(fields.orgId, orgId), eq(fields.retired, false)))
    .orderBy(asc(fields.sortOrder), asc(fields.id));

/** The ids of all the organisation's fields, retired ones too (the designer may bring one back). */
export const listFieldIds = async (db: Db | Tx, orgId: number): Promise<number[]> =>
  (await db.select({ id: fields.id }).from(fields).where(eq(fields.orgId, orgId))).map((r) => r.id);

/** Serialises the designer's saves of one organisation's form for the rest of the transaction. */
export const lockLeaseForm = async (tx: Tx, orgId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldstead:lease-form'), ${orgId}::int)`);
};

/** Serialises the saves of one lease's answers for the rest of the transaction. */
export const lockLeaseAnswers = async (tx: Tx, leaseId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldstead:lease-answers'), ${leaseId}::int)`);
};

export const insertField = async (
  tx: Tx,
  orgId: number,
  columns: FieldColumns,
  at: Date,
): Promise<number> => {
  const [row] = await tx
    .insert(fields)
    .values({ ...columns, orgId, updatedAt: at })
    .returning({ id: fields.id });
  return row!.id;
};

export const updateField = async (
  tx: Tx,
  orgId: number,
  id: number,
  columns: FieldColumns,
  at: Date,
): Promise<void> => {
  await tx
    .update(fields)
    .set({ ...columns, retired: false, updatedAt: at })
    .where(and(eq(fields.orgId, orgId), eq(fields.id, id)));
};

/** Retires every field of the organisation not among `keptIds`; their answers stay. */
export const retireFieldsExcept = async (
  tx: Tx,
  orgId: number,
  keptIds: readonly number[],
  at: Date,
): Promise<void> => {
  await tx
    .update(fields)
    .set({ retired: true, updatedAt: at })
    .where(
      and(
        eq(fields.orgId, orgId),
        eq(fields.retired, false),
        keptIds.length > 0 ? notInArray(fields.id, [...keptIds]) : undefined,
      ),
    );
};

/** A lease's answers, by field. */
export const listAnswers = (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
): Promise<{ fieldId: number; value: string | null }[]> =>
  db
    .select({ fieldId: values.fieldId, value: values.value })
    .from(values)
    .where(and(eq(values.orgId, orgId), eq(values.leaseId, leaseId)));

export const upsertAnswers = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  answers: readonly { fieldId: number; value: string }[],
  at: Date,
): Promise<void> => {
  if (answers.length === 0) return;
  await tx
    .insert(values)
    .values(answers.map((a) => ({ orgId, leaseId, fieldId: a.fieldId, value: a.value, updatedAt: at })))
    .onConflictDoUpdate({
      target: [values.leaseId, values.fieldId],
      set: { value: sql`excluded.value`, updatedAt: at },
    });
};

export const deleteAnswers = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  fieldIds: readonly number[],
): Promise<void> => {
  if (fieldIds.length === 0) return;
  await tx
    .delete(values)
    .where(and(eq(values.orgId, orgId), eq(values.leaseId, leaseId), inArray(values.fieldId, [...fieldIds])));
};

/** Which of these ids are documents attached to the lease (its Documents tab). */
export const leaseDocumentIds = async (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.orgId, orgId),
        eq(documents.entityType, MEDIA_FORM_ENTITY[MediaFormType.Lease]),
        eq(documents.entityId, leaseId),
        inArray(documents.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
};
