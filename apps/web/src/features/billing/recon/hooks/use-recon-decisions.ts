import type { ReconDifferenceRow } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useAcceptReconDifference } from "../api/accept-recon-difference.ts";
import { useVerifyReconDifference } from "../api/verify-recon-difference.ts";

const SUCCESS_SNACKBAR_MS = 5_000;

export type ReconDecisions = {
  isBusy: boolean;
  accept: (difference: ReconDifferenceRow) => Promise<void>;
  verify: (difference: ReconDifferenceRow) => Promise<void>;
};

const reportFailure = (error: unknown): void => {
  // Offline, the HTTP client has said so already.
  if (error instanceof ApiError && error.code === "OFFLINE") return;
  showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
};

const figures = (d: ReconDifferenceRow) =>
  `${d.CategoryName} at ${d.SiteName} for ${d.ClientName}: billed ${d.BilledQuantity}, found ${d.FoundQuantity}.`;

/** The two decisions on a difference: asked first, then sent, then the server's answer in a snackbar. */
export const useReconDecisions = (): ReconDecisions => {
  const acceptCall = useAcceptReconDifference();
  const verifyCall = useVerifyReconDifference();

  const accept = async (d: ReconDifferenceRow) => {
    const { confirmed } = await confirm({
      title: "Accept this difference?",
      message: `${figures(d)} The client's next invoice gets an adjustment of ${d.FoundQuantity - d.BilledQuantity} at the rate of its rule.`,
      icon: "question",
      yesLabel: "Accept",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await acceptCall.mutateAsync(d.Id);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: SUCCESS_SNACKBAR_MS });
    } catch (error) {
      reportFailure(error);
    }
  };

  const verify = async (d: ReconDifferenceRow) => {
    const { confirmed } = await confirm({
      title: "Verify on site?",
      message: `${figures(d)} A Fixed Assets work order is raised at ${d.SiteName} to count and verify them.`,
      icon: "question",
      yesLabel: "Raise work order",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await verifyCall.mutateAsync(d.Id);
      showSnackbar({
        message: reply.StatusMessage,
        severity: "success",
        durationMs: SUCCESS_SNACKBAR_MS,
        link: { label: "Open", to: `/TaskOperations/details/${reply.WorkOrderId}` },
      });
    } catch (error) {
      reportFailure(error);
    }
  };

  return { isBusy: acceptCall.isPending || verifyCall.isPending, accept, verify };
};
