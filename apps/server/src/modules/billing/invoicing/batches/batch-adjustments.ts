import { InvoiceLineKind, invoiceTotals } from "@fieldstead/domain";
import type { Tx } from "../../../../db/client.ts";
import { takeAcceptedAdjustments } from "../../recon/recon-adjustments.service.ts";
import type { DraftInvoice } from "../charges/charges.service.ts";

/**
 * Adds the accepted technical-reconciliation differences of the invoices' clients to their drafts: one
 * Adjustment line a difference after the charges and rents (before the arrears line), the invoice's totals
 * summed again over its lines. The differences are marked with their invoice in the same transaction, so each
 * adjusts one invoice only. Answers the drafts (changed ones replaced) and the clients whose draft changed.
 */
export const withReconAdjustments = async (
  tx: Tx,
  orgId: number,
  drafts: readonly DraftInvoice[],
  invoiceOf: ReadonlyMap<number, number>,
): Promise<{ drafts: DraftInvoice[]; changed: Set<number> }> => {
  const clientIds = drafts.map((d) => d.client.id).filter((id) => invoiceOf.has(id));
  const taken = await takeAcceptedAdjustments(tx, orgId, clientIds, invoiceOf);
  const changed = new Set<number>();
  const adjusted = drafts.map((draft) => {
    const extra = taken.get(draft.client.id);
    if (!extra || extra.length === 0) return draft;
    changed.add(draft.client.id);
    const billed = draft.lines.filter((l) => l.kindId !== InvoiceLineKind.Arrears);
    const arrears = draft.lines.filter((l) => l.kindId === InvoiceLineKind.Arrears);
    const lines = [...billed, ...extra.map((e) => e.draft)];
    return { ...draft, lines: [...lines, ...arrears], totals: invoiceTotals(lines.map((l) => l.amounts)) };
  });
  return { drafts: adjusted, changed };
};
