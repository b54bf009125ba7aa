import type { LeaseBillingPeriod } from "@fieldstead/domain";
import { CommentDialog } from "../../../../components/ui/comment-dialog.tsx";
import { periodLabel } from "./billing-period-columns.tsx";
import { isRefusal, useRequestId } from "../hooks/use-request-id.ts";

export type HoldPaymentDialogProps = {
  period: LeaseBillingPeriod;
  isBusy: boolean;
  /** Sends the hold; answers whether it was done, or why not. */
  onHold: (
    comment: string | null,
    requestId: string,
  ) => Promise<{ ok: true } | { ok: false; error: unknown }>;
  onClose: () => void;
};

/** Puts a payment on hold, with an optional reason kept in the lease's activity; a retry is the same request. */
export const HoldPaymentDialog = ({ period, isBusy, onHold, onClose }: HoldPaymentDialogProps) => {
  const { requestId, afterFailure } = useRequestId();
  return (
    <CommentDialog
      title={`Hold the payment for ${periodLabel(period)}`}
      titleId="hold-payment-title"
      submitLabel="Hold"
      maxLength={1000}
      isBusy={isBusy}
      onSubmit={(comment) =>
        void onHold(comment, requestId).then((result) => {
          // Done or refused (the red snackbar says why): the dialog closes; unanswered, it stays to retry.
          if (result.ok || isRefusal(result.error)) onClose();
          else afterFailure(result.error);
        })
      }
      onClose={onClose}
    />
  );
};
