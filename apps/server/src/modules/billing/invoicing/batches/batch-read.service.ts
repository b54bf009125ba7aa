import {
  AccessRightType,
  BATCH_MOVES,
  BATCH_STATUS_NAMES,
  batchMovesFrom,
  BatchStatus,
  centsToMoney,
  INVOICE_PAYMENT_STATE_NAMES,
  ModuleId,
  type BatchDetail,
  type BatchListRow,
  type InvoiceSummary,
  type ListQuery,
  type ListReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../../context.ts";
import type { ActiveSession } from "../../../../plugins/session-store.ts";
import { hasBillingCapability } from "../../billing-access.ts";
import { readBatchHistory } from "../../billing-history.repository.ts";
import { centsOf } from "../charges/charge-lines.pricing.ts";
import { currencyTotals } from "./batch-money.ts";
import { listBatches, readBatchHeader, readBatchInvoices, type InvoiceRow } from "./batch-read.repository.ts";
import { batchNotFound } from "./batch-steps.service.ts";

export const batchList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<BatchListRow>> => listBatches(ctx.db, session.orgId, query);

/** An invoice as a batch lists it: what is still owed is its total less what was paid, never below zero. */
const summaryOf = (r: InvoiceRow): InvoiceSummary => ({
  Id: r.id,
  InvoiceNumber: r.invoiceNumber,
  ClientId: r.clientId,
  ClientName: r.clientName,
  Currency: r.currency,
  IssueDate: r.issueDate,
  DueDate: r.dueDate,
  Net: r.net,
  Tax: r.tax,
  Total: r.total,
  Arrears: r.arrears,
  Paid: r.paid,
  Outstanding: centsToMoney(Math.max(0, centsOf(r.total) - centsOf(r.paid))),
  PaymentStateId: r.paymentStateId,
  PaymentStateName: INVOICE_PAYMENT_STATE_NAMES[r.paymentStateId],
});

/**
 * One batch with its invoices, totals per currency, history, and what this person may do with it now: the
 * moves its state allows that their role holds (moving needs the invoicing screen at read-write too),
 * regenerating and carrying arrears while it is a Draft, downloading once its invoices are numbered.
 */
export const batchDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<BatchDetail> => {
  const { orgId } = session;
  const header = await readBatchHeader(ctx.db, orgId, id);
  if (!header) throw batchNotFound();
  const [rows, history] = await Promise.all([
    readBatchInvoices(ctx.db, orgId, id),
    readBatchHistory(ctx.db, orgId, "invoice", id),
  ]);
  const holds = (moduleId: number) => hasBillingCapability(ctx, session, moduleId);
  const canMove = await ctx.permissions.roleAllows(orgId, session.roleId, {
    kind: "module",
    moduleId: ModuleId.BillingInvoicing,
    parentId: ModuleId.Billing,
    level: AccessRightType.ReadWrite,
  });
  const actions = [];
  for (const action of canMove ? batchMovesFrom(header.statusId) : [])
    if (await holds(BATCH_MOVES[action].capability))
      actions.push({ Action: action, Label: BATCH_MOVES[action].label });
  const isDraft = header.statusId === BatchStatus.Draft;
  const isNumbered = header.statusId === BatchStatus.Generated || header.statusId === BatchStatus.Locked;
  return {
    Id: header.id,
    BatchNumber: header.batchNumber,
    Period: header.period,
    StatusId: header.statusId,
    StatusName: BATCH_STATUS_NAMES[header.statusId],
    CreatedByName: header.createdByName,
    CreatedAt: header.createdAt.toISOString(),
    Totals: currencyTotals(
      rows.map((r) => ({
        currency: r.currency,
        netCents: centsOf(r.net),
        taxCents: centsOf(r.tax),
        totalCents: centsOf(r.total),
      })),
    ),
    Invoices: rows.map(summaryOf),
    Actions: actions,
    CanRegenerate: isDraft && (await holds(ModuleId.BillingDraft)),
    CanUpdateArrears: isDraft && (await holds(ModuleId.BillingArrearsUpdate)),
    CanDownload: isNumbered && (await holds(ModuleId.BillingDownloadInvoices)),
    History: history,
  };
};
