import { Button } from "@mui/material";
import type { MatchBatchDetail } from "@fieldstead/domain";
import { confirm } from "../../../../../lib/confirm.ts";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { moneyText } from "../../../../../lib/money-format.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useUnmatch } from "../../api/unmatch.ts";

type Match = MatchBatchDetail["Matches"][number];

/** Removes a match from a draft batch once confirmed: the payment is open again for what it took. */
export const MatchRemoveButton = ({ match }: { match: Match }) => {
  const unmatch = useUnmatch();
  const invoice = match.InvoiceNumber ?? "the invoice";
  const handleClick = async () => {
    const { confirmed } = await confirm({
      title: "Remove this match?",
      message: `${moneyText(match.Amount)} of the payment from ${match.Payer} will no longer pay ${invoice}; both are open again for it.`,
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await unmatch.mutateAsync({ Id: match.Id });
      showSnackbar({
        message: reply.StatusMessage || "Match removed.",
        severity: "success",
        durationMs: 5_000,
      });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };
  return (
    <Button
      size="small"
      color="error"
      disabled={unmatch.isPending}
      aria-label={`Remove the match of ${match.Payer} to ${invoice}`}
      onClick={() => void handleClick()}
    >
      Remove
    </Button>
  );
};
