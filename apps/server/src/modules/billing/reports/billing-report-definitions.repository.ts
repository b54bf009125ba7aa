import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { billingReportDefinitions, employees } from "../../../db/schema/index.ts";

/** Whose definitions: a person of an organisation. */
export type DefinitionOwner = { orgId: number; employeeId: number };

export type DefinitionRecord = {
  id: number;
  name: string;
  params: Record<string, unknown>;
  createdAt: Date;
};

const ownedBy = ({ orgId, employeeId }: DefinitionOwner) =>
  and(eq(billingReportDefinitions.orgId, orgId), eq(billingReportDefinitions.employeeId, employeeId));

/** The person's definitions, newest first. */
export const readDefinitions = (db: Db, owner: DefinitionOwner): Promise<DefinitionRecord[]> =>
  db
    .select({
      id: billingReportDefinitions.id,
      name: billingReportDefinitions.name,
      params: billingReportDefinitions.params,
      createdAt: billingReportDefinitions.createdAt,
    })
    .from(billingReportDefinitions)
    .where(ownedBy(owner))
    .orderBy(desc(billingReportDefinitions.createdAt), desc(billingReportDefinitions.id));

/**
 * Locks the person's row for the rest of the transaction, so two saves of the same person are counted one after
 * the other (the limit holds).
 */
export const lockDefinitionOwner = async (tx: Tx, owner: DefinitionOwner): Promise<void> => {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.orgId, owner.orgId), eq(employees.id, owner.employeeId)))
    .for("update");
};

/** How many definitions the person keeps. */
export const countDefinitions = async (tx: Tx, owner: DefinitionOwner): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(billingReportDefinitions)
    .where(ownedBy(owner));
  return Number(row?.n ?? 0);
};

/** Whether the person has a definition with this id (another person's, or none, is not theirs). */
export const isOwnDefinition = async (tx: Tx, owner: DefinitionOwner, id: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: billingReportDefinitions.id })
    .from(billingReportDefinitions)
    .where(and(ownedBy(owner), eq(billingReportDefinitions.id, id)));
  return row !== undefined;
};

export type DefinitionValues = { name: string; kind: string; params: Record<string, unknown> };

export const insertDefinition = async (
  tx: Tx,
  owner: DefinitionOwner,
  values: DefinitionValues,
  at: Date,
): Promise<number> => {
  const [row] = await tx
    .insert(billingReportDefinitions)
    .values({ ...owner, ...values, createdAt: at })
    .returning({ id: billingReportDefinitions.id });
  if (!row) throw new Error("the definition was not written");
  return row.id;
};

export const updateDefinition = async (
  tx: Tx,
  owner: DefinitionOwner,
  id: number,
  values: DefinitionValues,
): Promise<void> => {
  await tx
    .update(billingReportDefinitions)
    .set(values)
    .where(and(ownedBy(owner), eq(billingReportDefinitions.id, id)));
};

/** Deletes one of the person's definitions; answers whether there was one. */
export const deleteDefinition = async (db: Db, owner: DefinitionOwner, id: number): Promise<boolean> => {
  const deleted = await db
    .delete(billingReportDefinitions)
    .where(and(ownedBy(owner), eq(billingReportDefinitions.id, id)))
    .returning({ id: billingReportDefinitions.id });
  return deleted.length > 0;
};
