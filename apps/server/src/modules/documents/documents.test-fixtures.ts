import { and, asc, eq } from "drizzle-orm";
import { assets, documents, leases, locations, organisations, tasks } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";

/** One record of each kind in an organisation, picked by name. */
export const recordsOf = async (t: TestApp, orgName: string) => {
  const [org] = await t.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, orgName));
  const orgId = org!.id;
  const first = async (table: typeof assets | typeof locations | typeof tasks | typeof leases) => {
    const [row] = await t.ctx.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.orgId, orgId))
      .orderBy(asc(table.id))
      .limit(1);
    return row!.id;
  };
  return {
    orgId,
    assetId: await first(assets),
    locationId: await first(locations),
    taskId: await first(tasks),
    leaseId: await first(leases),
  };
};

export const documentCount = async (t: TestApp, orgId: number, entityType: string, entityId: number) =>
  (
    await t.ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.orgId, orgId),
          eq(documents.entityType, entityType),
          eq(documents.entityId, entityId),
        ),
      )
  ).length;
