import { useRef } from "react";
import {
  formatMoney,
  parseMoneyToCents,
  type PaymentQueueBill,
  type PaymentRunRow,
} from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { ApiError } from "../../../../lib/http.ts";
import { moneyText } from "../../../../lib/money-format.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useInitiatePaymentRun } from "../api/initiate-payment-run.ts";
import { useProcessPaymentRun } from "../api/process-payment-run.ts";

const SUCCESS_MS = 6_000;
const success = (message: string) => showSnackbar({ message, severity: "success", durationMs: SUCCESS_MS });
const failure = (error: unknown) => showSnackbar({ message: messageOf(error), severity: "error" });

/** The bills' total, added in cents: "4,500.00". */
export const billsTotalText = (bills: readonly PaymentQueueBill[]): string =>
  formatMoney(bills.reduce((sum, bill) => sum + (parseMoneyToCents(bill.Amount) ?? 0), 0));

export const billCountText = (count: number): string => `${count} ${count === 1 ? "bill" : "bills"}`;

/** Whether the server answered with a refusal (rather than the call never reaching it). */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

const agrees = async (title: string, message: string, yesLabel: string) =>
  (await confirm({ title, message, icon: "question", yesLabel, noLabel: "Cancel" })).confirmed;

/**
 * Initiating a run of the chosen bills and processing a run, each confirmed first. A run's request id is made
 * for the bills chosen and kept while a send fails on the way (a retry is the same run, made at most once); it is
 * renewed once the server has answered.
 */
export const usePaymentRunActions = () => {
  const initiate = useInitiatePaymentRun();
  const process = useProcessPaymentRun();
  const pending = useRef<{ key: string; requestId: string } | null>(null);

  const startRun = async (bills: readonly PaymentQueueBill[]): Promise<boolean> => {
    const ids = bills.map((bill) => bill.PeriodId);
    const isAgreed = await agrees(
      "Initiate payment run?",
      `${billCountText(bills.length)} for ${billsTotalText(bills)} will be marked Payment initiated and put in a new payment run.`,
      "Initiate",
    );
    if (!isAgreed) return false;
    const key = [...ids].sort((a, b) => a - b).join(",");
    const requestId = pending.current?.key === key ? pending.current.requestId : crypto.randomUUID();
    pending.current = { key, requestId };
    try {
      const reply = await initiate.mutateAsync({ PeriodIds: ids, RequestId: requestId });
      pending.current = null;
      success(reply.StatusMessage);
      return true;
    } catch (error) {
      if (isRefusal(error)) pending.current = null;
      failure(error);
      return false;
    }
  };

  const processRun = async (run: PaymentRunRow): Promise<void> => {
    const isAgreed = await agrees(
      `Process ${run.RunNumber}?`,
      `${billCountText(run.ItemCount)} for ${moneyText(run.Total)} will be paid, each with its transaction id. This cannot be undone.`,
      "Process run",
    );
    if (!isAgreed) return;
    try {
      success((await process.mutateAsync({ Id: run.Id, RequestId: crypto.randomUUID() })).StatusMessage);
    } catch (error) {
      failure(error);
    }
  };

  return { startRun, processRun, isBusy: initiate.isPending || process.isPending };
};
