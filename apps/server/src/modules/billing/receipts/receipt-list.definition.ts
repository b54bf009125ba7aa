import { sql } from "drizzle-orm";
import { RECEIPT_LIST_COLUMNS, RECEIPT_MATCH_STATES } from "@fieldstead/domain";
import { billingClients, paymentReceipts } from "../../../db/schema/index.ts";
import type { ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";

/** The client a payment names, or null. */
export const receiptClientNameSql = sql<string | null>`(select ${billingClients.name} from ${billingClients}
  where ${billingClients.id} = ${paymentReceipts.clientId})`;

/** What of a payment is not matched to invoices yet. */
export const receiptUnmatchedSql = sql<string>`(${paymentReceipts.amount} - ${paymentReceipts.matched})`;

/** "Unmatched", "Partly matched" or "Matched", as the list shows, sorts and filters it. */
export const receiptMatchStateSql = sql<string>`(case
  when ${paymentReceipts.matched} <= 0 then ${RECEIPT_MATCH_STATES.Unmatched}::text
  when ${paymentReceipts.matched} >= ${paymentReceipts.amount} then ${RECEIPT_MATCH_STATES.Matched}::text
  else ${RECEIPT_MATCH_STATES.PartlyMatched}::text end)`;

/** Payments received (Billing/GetReceiptList): its columns as SortModel and FilterModel name them. */
export const RECEIPT_LIST: ListDefinition = {
  name: "billing-receipts",
  id: paymentReceipts.id,
  orgId: paymentReceipts.orgId,
  // The most recently recorded or matched first: the (org, updated_at, id) index serves it by cursor.
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  columns: listColumnsFrom(RECEIPT_LIST_COLUMNS, {
    Id: { sql: paymentReceipts.id, isInteger: true },
    ReceivedOn: { sql: paymentReceipts.receivedOn },
    Payer: { sql: paymentReceipts.payer, isSearchable: true },
    Reference: { sql: paymentReceipts.reference, isNullable: true, isSearchable: true },
    ClientId: { sql: paymentReceipts.clientId, isInteger: true, isNullable: true },
    ClientName: { sql: receiptClientNameSql, isNullable: true, isSearchable: true },
    Currency: { sql: paymentReceipts.currency },
    Amount: { sql: paymentReceipts.amount },
    Matched: { sql: paymentReceipts.matched },
    Unmatched: { sql: receiptUnmatchedSql },
    MatchState: { sql: receiptMatchStateSql },
    UpdatedAt: { sql: paymentReceipts.updatedAt },
  }),
};
