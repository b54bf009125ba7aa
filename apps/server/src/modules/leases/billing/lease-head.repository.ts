import { and, eq } from "drizzle-orm";
import type { LeaseStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { leases } from "../../../db/schema/index.ts";

export type LeaseHead = { id: number; leaseNumber: string; statusId: LeaseStatusId; arrears: string };

/** A lease of the organisation as its tabs need it: its number, status and arrears; null for anyone else's. */
export const findLeaseHead = async (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
): Promise<LeaseHead | null> => {
  const [row] = await db
    .select({
      id: leases.id,
      leaseNumber: leases.leaseNumber,
      statusId: leases.statusId,
      arrears: leases.arrears,
    })
    .from(leases)
    .where(and(eq(leases.orgId, orgId), eq(leases.id, leaseId)));
  return row ?? null;
};
