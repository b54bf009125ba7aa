import { and, eq, gt, isNotNull, lte, or, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { billingClients, invoices } from "../../../db/schema/index.ts";

export type OwedByDueDate = {
  clientId: number;
  clientName: string;
  currency: string;
  /** The day the amount fell or falls due (the issue date when the invoice has no due date), or null. */
  dueDate: string | null;
  /** What is still owed, summed exactly by the database: money text. */
  owed: string;
};

/**
 * What clients still owe on numbered invoices issued by `asOf`, summed per client, currency and due date (the
 * aging buckets are drawn from the due dates).
 */
export const readOwedByDueDate = async (db: Db, orgId: number, asOf: string): Promise<OwedByDueDate[]> => {
  const due = sql<string | null>`coalesce(${invoices.dueDate}, ${invoices.issueDate})::text`;
  return db
    .select({
      clientId: invoices.clientId,
      clientName: billingClients.name,
      currency: invoices.currency,
      dueDate: due,
      owed: sql<string>`sum(${invoices.total} - ${invoices.paid})::text`,
    })
    .from(invoices)
    .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
    .where(
      and(
        eq(invoices.orgId, orgId),
        isNotNull(invoices.invoiceNumber),
        gt(invoices.total, invoices.paid),
        or(isNull(invoices.issueDate), lte(invoices.issueDate, asOf)),
      ),
    )
    .groupBy(invoices.clientId, billingClients.name, invoices.currency, due);
};
