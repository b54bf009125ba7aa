import AutoFixHigh from "@mui/icons-material/AutoFixHigh";
import { ToolbarButton } from "../../../../../components/grid/toolbar-button.tsx";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useAutoMatchReceipts } from "../../api/auto-match-receipts.ts";

export type AutoMatchButtonProps = { onMatched: () => void };

/** 'Matched 5 payments.', 'Matched 1 payment.', or that none could be. */
export const autoMatchText = (matched: number): string =>
  matched === 0
    ? "No payment could be matched automatically."
    : `Matched ${matched.toLocaleString("en-US")} ${matched === 1 ? "payment" : "payments"}.`;

/**
 * Matches the open payments to open invoices by the invoice number in their reference, or by an amount only one
 * open invoice of the client owes; what remains is left for a person.
 */
export const AutoMatchButton = ({ onMatched }: AutoMatchButtonProps) => {
  const autoMatch = useAutoMatchReceipts();
  const handleClick = async () => {
    if (autoMatch.isPending) return;
    try {
      const reply = await autoMatch.mutateAsync();
      showSnackbar({
        message: autoMatchText(reply.Matched),
        severity: reply.Matched > 0 ? "success" : "info",
        durationMs: 5_000,
      });
      if (reply.Matched > 0) onMatched();
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };
  return (
    <ToolbarButton label="Match automatically" icon={<AutoFixHigh />} onClick={() => void handleClick()} />
  );
};
