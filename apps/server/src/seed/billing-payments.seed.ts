import { and, eq } from "drizzle-orm";
import {
  BatchStatus,
  InvoicePaymentState,
  MatchKind,
  addDays,
  calendarDayOf,
  centsToMoney,
  parseMoneyToCents,
  periodDays,
} from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import {
  billingClients,
  invoices,
  matchBatches,
  paymentMatches,
  paymentReceipts,
} from "../db/schema/index.ts";
import { setSequenceValue } from "../modules/audit/audit.service.ts";
import type { BillingSeedContext } from "./billing.seed.ts";

const pad = (n: number) => String(n).padStart(6, "0");
const cents = (text: string) => parseMoneyToCents(text.replace(/^-/, "")) ?? 0;

/**
 * Payments of the locked months: the older month paid in full (its matches in a locked batch), the newer one
 * partly (its matches in a draft batch), and one payment received but not yet matched.
 */
export const writePayments = async (
  tx: Tx,
  ctx: BillingSeedContext,
  { period, index, isOlder }: { period: string; index: number; isOlder: boolean },
): Promise<void> => {
  const { orgId } = ctx;
  let receiptNo = index * 100;
  const today = calendarDayOf(ctx.now);
  {
    const rows = await tx
      .select({
        id: invoices.id,
        clientId: invoices.clientId,
        number: invoices.invoiceNumber,
        total: invoices.total,
        due: invoices.dueDate,
        name: billingClients.name,
      })
      .from(invoices)
      .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
      .where(and(eq(invoices.orgId, orgId), eq(invoices.period, period)))
      .orderBy(invoices.invoiceNumber);
    const [matchBatch] = await tx
      .insert(matchBatches)
      .values({
        orgId,
        batchNumber: `M-${pad(index + 1)}`,
        statusId: isOlder ? BatchStatus.Locked : BatchStatus.Draft,
        createdById: ctx.officeId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: matchBatches.id });
    for (const [i, inv] of rows.entries()) {
      const totalCents = cents(inv.total);
      // The newer month: every other invoice paid in full, one in part, the rest still owed.
      const paidCents = isOlder
        ? totalCents
        : i % 3 === 0
          ? totalCents
          : i % 3 === 1
            ? Math.round(totalCents / 2)
            : 0;
      if (paidCents === 0 || !inv.number) continue;
      receiptNo += 1;
      // Paid a few days before it fell due, and never after the demo's today.
      const dueOrEnd = addDays(inv.due ?? periodDays(period).last, -(i % 6));
      const receivedOn = dueOrEnd < today ? dueOrEnd : addDays(today, -1);
      const at = new Date(`${receivedOn}T16:00:00Z`);
      const [receipt] = await tx
        .insert(paymentReceipts)
        .values({
          orgId,
          receivedOn,
          payer: inv.name,
          reference: `${inv.number} wire ${1000 + receiptNo}`,
          clientId: inv.clientId,
          currency: "USD",
          amount: centsToMoney(paidCents),
          matched: centsToMoney(paidCents),
          createdById: ctx.officeId,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: paymentReceipts.id });
      await tx.insert(paymentMatches).values({
        orgId,
        matchBatchId: matchBatch!.id,
        receiptId: receipt!.id,
        invoiceId: inv.id,
        amount: centsToMoney(paidCents),
        kindId: MatchKind.Automatic,
        createdById: ctx.officeId,
        createdAt: at,
      });
      await tx
        .update(invoices)
        .set({
          paid: centsToMoney(paidCents),
          paymentStateId: paidCents >= totalCents ? InvoicePaymentState.Paid : InvoicePaymentState.PartlyPaid,
        })
        .where(eq(invoices.id, inv.id));
    }
    if (!isOlder) {
      // The rest of a partly paid invoice has come in, naming the invoice: 'Match automatically' takes it.
      const part = rows.find((_, i) => i % 3 === 1);
      if (part?.number)
        await tx.insert(paymentReceipts).values({
          orgId,
          receivedOn: today,
          payer: part.name,
          reference: `Balance of ${part.number}`,
          clientId: part.clientId,
          currency: "USD",
          amount: centsToMoney(cents(part.total) - Math.round(cents(part.total) / 2)),
          createdById: ctx.officeId,
        });
    }
  }
  await setSequenceValue(tx, orgId, "match-batch", index + 1);
};
