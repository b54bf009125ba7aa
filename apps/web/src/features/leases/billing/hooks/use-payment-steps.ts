import { useState } from "react";
import {
  LeasePaymentAction,
  type LeaseBillingPeriod,
  type LeasePaymentActionValue,
} from "@fieldstead/domain";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../../lib/snackbar.ts";
import { useLeasePaymentAction } from "../api/lease-payment-action.ts";
import { newRequestId } from "./use-request-id.ts";

/** How long a refusal stays on screen (it has an OK button too). */
export const REFUSAL_SNACKBAR_MS = 10_000;

/** A step that asks something first: the money received, or why the payment is held. */
export type OpenPaymentDialog = { kind: "record" | "hold"; period: LeaseBillingPeriod } | null;

/**
 * The Billing tab's payment steps: a click on a step sends it at once (with its own request id), except
 * recording a payment and holding one, which open their dialog first. The server's answer shows as a green
 * snackbar, a refusal (the submitter approving, a step already taken) as a red one.
 */
export const usePaymentSteps = () => {
  const step = useLeasePaymentAction();
  const [dialog, setDialog] = useState<OpenPaymentDialog>(null);

  const send = async (
    period: LeaseBillingPeriod,
    action: LeasePaymentActionValue,
    requestId: string,
    comment: string | null = null,
  ): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    try {
      const reply = await step.mutateAsync({
        BillingPeriodId: period.Id,
        Action: action,
        Comment: comment,
        RequestId: requestId,
      });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      return { ok: true };
    } catch (error) {
      showErrorSnackbar(messageOf(error), REFUSAL_SNACKBAR_MS);
      return { ok: false, error };
    }
  };

  const start = (period: LeaseBillingPeriod, action: LeasePaymentActionValue) => {
    if (action === LeasePaymentAction.RecordPayment) setDialog({ kind: "record", period });
    else if (action === LeasePaymentAction.Hold) setDialog({ kind: "hold", period });
    else void send(period, action, newRequestId());
  };

  return {
    start,
    send,
    dialog,
    closeDialog: () => setDialog(null),
    isSending: step.isPending,
  };
};
