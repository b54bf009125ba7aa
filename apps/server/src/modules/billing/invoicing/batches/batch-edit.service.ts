import {
  BatchStatus,
  InvoiceLineKind,
  ResultCode,
  type ContractReply,
  type DeleteBatchContract,
  type GenerateBatchReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../../context.ts";
import type { ActiveSession } from "../../../../plugins/session-store.ts";
import { arrearsLine, centsOf } from "../charges/charge-lines.pricing.ts";
import { readActiveRules, readClientsById } from "../charges/charge-prices.repository.ts";
import { readClientArrears } from "../charges/charge-rents.repository.ts";
import { computeCharges } from "../charges/charges.service.ts";
import {
  batchInvoiceClients,
  deleteBatchLines,
  deleteEmptyInvoices,
  insertLines,
  updateInvoiceAmounts,
  writeArrears,
} from "./batch-invoices.repository.ts";
import { releaseBatchDifferences } from "../../recon/recon-adjustments.repository.ts";
import { withReconAdjustments } from "./batch-adjustments.ts";
import { lockedBatch, recordBatchStep, requireDraft } from "./batch-steps.service.ts";
import { deleteBatchRow, touchBatch } from "./batches.repository.ts";

type StatusReply = ContractReply<typeof DeleteBatchContract>;

/**
 * Computes a Draft batch's invoices again from today's rules, profiles, rents, accepted reconciliation
 * differences and arrears, replacing their
 * lines and amounts; an invoice left with nothing to bill is removed (its client may be invoiced again).
 */
export const regenerateBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<GenerateBatchReply> => {
  const { orgId, employeeId } = session;
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, session, id);
    requireDraft(batch, "regenerated");
    const invoices = await batchInvoiceClients(tx, orgId, batch.id);
    const invoiceOf = new Map(invoices.map((i) => [i.clientId, i.id]));
    const drafts = await computeCharges(tx, {
      orgId,
      period: batch.period,
      clients: await readClientsById(tx, orgId, [...invoiceOf.keys()]),
      rules: await readActiveRules(tx, orgId),
      withRents: true,
      withArrears: true,
    });
    // The differences the batch carried are taken again, with any accepted since.
    await releaseBatchDifferences(tx, orgId, batch.id);
    const adjusted = await withReconAdjustments(tx, orgId, drafts, invoiceOf);
    const kept = adjusted.drafts.map((draft) => ({ invoiceId: invoiceOf.get(draft.client.id)!, draft }));
    await deleteBatchLines(tx, orgId, batch.id);
    await updateInvoiceAmounts(tx, orgId, kept);
    await insertLines(
      tx,
      orgId,
      kept.map((k) => ({ invoiceId: k.invoiceId, lines: k.draft.lines })),
    );
    const removed = await deleteEmptyInvoices(tx, orgId, batch.id);
    const at = ctx.now();
    await touchBatch(tx, orgId, batch.id, { byId: employeeId, at });
    const summary =
      `Batch ${batch.batchNumber} regenerated: ${kept.length} invoices` +
      (removed > 0 ? `, ${removed} removed with nothing to bill` : "");
    await recordBatchStep(tx, session, {
      batch,
      action: "Regenerated",
      from: BatchStatus.Draft,
      to: BatchStatus.Draft,
      comment: null,
      summary,
      at,
    });
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${summary}.`,
      Id: batch.id,
      InvoiceCount: kept.length,
      SkippedClients: [],
    };
  });
};

/** Carries each client's arrears of earlier periods onto a Draft batch's invoices again. */
export const updateBatchArrears = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<StatusReply> => {
  const { orgId, employeeId } = session;
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, session, id);
    requireDraft(batch, "given new arrears");
    const invoices = await batchInvoiceClients(tx, orgId, batch.id);
    const arrears = await readClientArrears(tx, {
      orgId,
      clientIds: invoices.map((i) => i.clientId),
      period: batch.period,
    });
    const owed = invoices.flatMap((invoice) => {
      const cents = centsOf(arrears.get(invoice.clientId) ?? "0");
      return cents > 0 ? [{ invoiceId: invoice.id, line: arrearsLine(cents) }] : [];
    });
    await deleteBatchLines(tx, orgId, batch.id, InvoiceLineKind.Arrears);
    await writeArrears(tx, orgId, batch.id, owed);
    await deleteEmptyInvoices(tx, orgId, batch.id);
    const at = ctx.now();
    await touchBatch(tx, orgId, batch.id, { byId: employeeId, at });
    const summary = `Arrears of batch ${batch.batchNumber} updated: ${owed.length} client${owed.length === 1 ? "" : "s"} owing`;
    await recordBatchStep(tx, session, {
      batch,
      action: "Arrears updated",
      from: BatchStatus.Draft,
      to: BatchStatus.Draft,
      comment: null,
      summary,
      at,
    });
    return { StatusCode: ResultCode.Success, StatusMessage: `${summary}.` };
  });
};

/** Deletes a Draft batch and its invoices: its clients may be invoiced for the month again. */
export const deleteBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<StatusReply> =>
  ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, session, id);
    requireDraft(batch, "deleted");
    await deleteBatchRow(tx, session.orgId, batch.id);
    await recordBatchStep(tx, session, {
      batch,
      action: "Deleted",
      from: BatchStatus.Draft,
      to: BatchStatus.Draft,
      comment: null,
      summary: `Batch ${batch.batchNumber} deleted with its invoices`,
      at: ctx.now(),
    });
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `Batch ${batch.batchNumber} deleted with its invoices.`,
    };
  });
