import { and, asc, desc, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import {
  FormLifecycle,
  type FormDefinition,
  type FormLifecycleId,
  type WorkOrderTypeName,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, formHistory, forms, formVersions } from "../../db/schema/index.ts";

/** A form as the lists and the builder read it. */
export type FormRecord = {
  id: number;
  name: string;
  description: string | null;
  statusId: FormLifecycleId;
  workOrderType: WorkOrderTypeName | null;
  fieldCount: number;
  latestVersion: number;
  inUse: boolean;
  updatedAt: Date;
  updatedByName: string;
};

export type FormListFilter = {
  search?: string | null | undefined;
  statusId?: FormLifecycleId | null | undefined;
  workOrderType?: WorkOrderTypeName | null | undefined;
  inUseOnly?: boolean | null | undefined;
};

const byName = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;

const RECORD_COLUMNS = {
  id: forms.id,
  name: forms.name,
  description: forms.description,
  statusId: forms.statusId,
  workOrderType: forms.workOrderType,
  fieldCount: forms.fieldCount,
  latestVersion: forms.latestVersion,
  inUse: forms.inUse,
  updatedAt: forms.updatedAt,
  updatedByName: byName,
};

/** '%' and '_' in a search are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listWhere = (orgId: number, filter: FormListFilter): SQL | undefined => {
  const search = filter.search?.trim();
  return and(
    eq(forms.orgId, orgId),
    search ? ilike(forms.name, containing(search)) : undefined,
    filter.statusId ? eq(forms.statusId, filter.statusId) : undefined,
    filter.workOrderType ? eq(forms.workOrderType, filter.workOrderType) : undefined,
    filter.inUseOnly ? eq(forms.inUse, true) : undefined,
  );
};

/** The organisation's forms matching the filter, by name (capitals aside), then id. */
export const readForms = (db: Db, orgId: number, filter: FormListFilter): Promise<FormRecord[]> =>
  db
    .select(RECORD_COLUMNS)
    .from(forms)
    .innerJoin(employees, eq(employees.id, forms.updatedBy))
    .where(listWhere(orgId, filter))
    .orderBy(asc(sql`lower(${forms.name})`), asc(forms.id));

/** One of the organisation's forms with its draft definition; undefined for none (or another's). */
export const readForm = async (
  db: Db,
  orgId: number,
  formId: number,
): Promise<(FormRecord & { definition: FormDefinition }) | undefined> => {
  const [row] = await db
    .select({ ...RECORD_COLUMNS, definition: forms.definition })
    .from(forms)
    .innerJoin(employees, eq(employees.id, forms.updatedBy))
    .where(and(eq(forms.orgId, orgId), eq(forms.id, formId)));
  return row;
};

export type FormHistoryRecord = {
  fromStatusId: FormLifecycleId | null;
  toStatusId: FormLifecycleId;
  comment: string | null;
  byName: string;
  at: Date;
};

/** A form's history, newest first. */
export const readFormHistory = (db: Db, orgId: number, formId: number): Promise<FormHistoryRecord[]> =>
  db
    .select({
      fromStatusId: formHistory.fromStatusId,
      toStatusId: formHistory.toStatusId,
      comment: formHistory.comment,
      byName,
      at: formHistory.at,
    })
    .from(formHistory)
    .innerJoin(employees, eq(employees.id, formHistory.byEmployee))
    .where(and(eq(formHistory.orgId, orgId), eq(formHistory.formId, formId)))
    .orderBy(desc(formHistory.at), desc(formHistory.id));

/** The state a save or a move decides on, read with the form's row locked until the transaction ends. */
export type LockedForm = { id: number; name: string; statusId: FormLifecycleId; latestVersion: number };

export const lockForm = async (tx: Tx, orgId: number, formId: number): Promise<LockedForm | undefined> => {
  const [row] = await tx
    .select({ id: forms.id, name: forms.name, statusId: forms.statusId, latestVersion: forms.latestVersion })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), eq(forms.id, formId)))
    .for("update");
  return row;
};

/** Whether another form of the organisation has this name, capitals aside. */
export const isFormNameTaken = async (
  tx: Tx,
  orgId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.orgId, orgId),
        sql`lower(${forms.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(forms.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** A form's editable parts, as a save writes them. */
export type FormDraftValues = {
  name: string;
  description: string | null;
  workOrderType: WorkOrderTypeName | null;
  definition: FormDefinition;
  fieldCount: number;
};

/** Who changes a form, and when. */
export type FormStamp = { orgId: number; employeeId: number; at: Date };

export const insertForm = async (tx: Tx, stamp: FormStamp, values: FormDraftValues): Promise<number> => {
  const [row] = await tx
    .insert(forms)
    .values({
      ...values,
      orgId: stamp.orgId,
      statusId: FormLifecycle.Draft,
      createdBy: stamp.employeeId,
      createdAt: stamp.at,
      updatedBy: stamp.employeeId,
      updatedAt: stamp.at,
    })
    .returning({ id: forms.id });
  if (!row) throw new Error("the form was not written");
  return row.id;
};

/** Writes a form's draft and status (and, with `inUse`, whether its approved version may be filled in). */
export const updateForm = async (
  tx: Tx,
  stamp: FormStamp,
  formId: number,
  values: Partial<FormDraftValues> & { statusId: FormLifecycleId; latestVersion?: number; inUse?: boolean },
): Promise<void> => {
  await tx
    .update(forms)
    .set({ ...values, updatedBy: stamp.employeeId, updatedAt: stamp.at })
    .where(and(eq(forms.orgId, stamp.orgId), eq(forms.id, formId)));
};

/** Writes an approved version: the form's draft definition as it stands, under the next number. */
export const insertFormVersion = async (
  tx: Tx,
  stamp: FormStamp,
  formId: number,
  version: number,
): Promise<void> => {
  const [draft] = await tx
    .select({ definition: forms.definition })
    .from(forms)
    .where(and(eq(forms.orgId, stamp.orgId), eq(forms.id, formId)));
  if (!draft) throw new Error("the form to approve was not found");
  await tx.insert(formVersions).values({
    orgId: stamp.orgId,
    formId,
    version,
    definition: draft.definition,
    approvedBy: stamp.employeeId,
    approvedAt: stamp.at,
  });
};

export const insertFormHistory = async (
  tx: Tx,
  stamp: FormStamp,
  formId: number,
  move: { from: FormLifecycleId | null; to: FormLifecycleId; comment: string | null },
): Promise<void> => {
  await tx.insert(formHistory).values({
    orgId: stamp.orgId,
    formId,
    fromStatusId: move.from,
    toStatusId: move.to,
    comment: move.comment,
    byEmployee: stamp.employeeId,
    at: stamp.at,
  });
};
