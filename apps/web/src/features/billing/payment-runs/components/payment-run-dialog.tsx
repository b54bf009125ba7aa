import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { moneyText } from "../../../../lib/money-format.ts";
import { usePaymentRun } from "../api/get-payment-run.ts";
import { billCountText } from "../hooks/use-payment-run-actions.ts";
import { momentText } from "./payment-bill-text.ts";
import { PaymentRunItems } from "./payment-run-items.tsx";
import { PaymentRunStatusChip } from "./payment-run-status-chip.tsx";

export type PaymentRunDialogProps = {
  runId: number;
  runNumber: string;
  isMobile: boolean;
  onClose: () => void;
};

/** One run's bills, read when it opens: the whole screen on a phone. */
export const PaymentRunDialog = ({ runId, runNumber, isMobile, onClose }: PaymentRunDialogProps) => {
  const detail = usePaymentRun(runId);
  const run = detail.data?.Run;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isMobile}
      maxWidth="lg"
      fullWidth
      aria-labelledby="payment-run-title"
    >
      <DialogTitle id="payment-run-title">{runNumber}</DialogTitle>
      <DialogContent>
        {detail.isPending && <PageLoader />}
        {detail.isError && <Alert severity="error">{detail.error.message}</Alert>}
        {run && detail.data && (
          <>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center", mb: 2 }}>
              <PaymentRunStatusChip isProcessed={run.IsProcessed} />
              <Typography variant="body2">
                {billCountText(run.ItemCount)} · {moneyText(run.Total)}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {run.IsProcessed
                  ? `Processed ${momentText(run.ProcessedAt)}`
                  : `Created ${momentText(run.CreatedAt)}${run.CreatedByName ? ` by ${run.CreatedByName}` : ""}`}
              </Typography>
            </Box>
            <PaymentRunItems items={detail.data.Items} isMobile={isMobile} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
