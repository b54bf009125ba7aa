import { centsToMoney, formatMoney } from "../../leases/lease-money.rules.ts";

/** How many digits a payment run's number has after its prefix: PR-000001. */
const RUN_NUMBER_DIGITS = 6;

/** A payment run's number from the organisation's counter: "PR-" and six digits. */
export const paymentRunNumber = (value: number): string =>
  `PR-${String(value).padStart(RUN_NUMBER_DIGITS, "0")}`;

/** The transaction id of the n-th payment of a run (n from 1, in the order the bills were added). */
export const paymentRunTransactionId = (runNumber: string, n: number): string => `TX-${runNumber}-${n}`;

/** The sum of amounts held in cents, as money text ("4500.00"). */
export const totalOfCents = (cents: readonly number[]): string =>
  centsToMoney(cents.reduce((total, value) => total + value, 0));

export type RunPick<Bill> =
  { ok: true; bills: Bill[]; skipped: number } | { ok: false; field: "PeriodIds" | null; message: string };

export const PAYMENT_RUN_MESSAGES = {
  nothingApproved: "No approved bills are waiting for payment; no run was made.",
  noneOfChosen: "None of the chosen bills is approved and waiting for payment; no run was made.",
  initiated: (runNumber: string, count: number, totalCents: number, skipped: number) =>
    `Payment run ${runNumber} initiated: ${count} ${count === 1 ? "bill" : "bills"}, ${formatMoney(totalCents)}.` +
    (skipped > 0
      ? ` ${skipped} chosen ${skipped === 1 ? "bill was" : "bills were"} no longer waiting and left out.`
      : ""),
  processed: (runNumber: string, paid: number, totalCents: number, skipped: number) =>
    `Payment run ${runNumber} processed: ${paid} ${paid === 1 ? "payment" : "payments"}, ${formatMoney(totalCents)}.` +
    (skipped > 0
      ? ` ${skipped} ${skipped === 1 ? "bill was" : "bills were"} no longer awaiting payment and left unpaid.`
      : ""),
  runNotFound: "Payment run not found.",
} as const;

/**
 * Which of the bills waiting for payment go into a run: the chosen ones (when PeriodIds are given) or all of
 * them. A chosen bill that is no longer waiting (paid, put in another run, no longer approved) is left out and
 * counted; a run with nothing in it is not made.
 */
export const pickRunBills = <Bill extends { periodId: number }>({
  waiting,
  periodIds,
}: {
  waiting: readonly Bill[];
  periodIds: readonly number[] | null;
}): RunPick<Bill> => {
  if (periodIds === null)
    return waiting.length === 0
      ? { ok: false, field: null, message: PAYMENT_RUN_MESSAGES.nothingApproved }
      : { ok: true, bills: [...waiting], skipped: 0 };
  const chosen = new Set(periodIds);
  const bills = waiting.filter((bill) => chosen.has(bill.periodId));
  if (bills.length === 0)
    return { ok: false, field: "PeriodIds", message: PAYMENT_RUN_MESSAGES.noneOfChosen };
  return { ok: true, bills, skipped: chosen.size - bills.length };
};
