import { useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import type { PaymentQueueBill } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { moneyText } from "../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { billCountText, billsTotalText } from "../hooks/use-payment-run-actions.ts";
import { PaymentQueueCards } from "./payment-queue-cards.tsx";
import { PaymentQueueTable } from "./payment-queue-table.tsx";

export type PaymentQueueSectionProps = {
  bills: readonly PaymentQueueBill[];
  total: string;
  /** Whether the role may initiate runs: the checkboxes and the button are for it only. */
  canInitiate: boolean;
  isBusy: boolean;
  /** Initiates a run of the chosen bills; answers whether it was made. */
  onInitiate: (bills: readonly PaymentQueueBill[]) => Promise<boolean>;
};

/**
 * The approved lease bills waiting for a run (a table on a computer, cards on a phone), their total, and the
 * bills chosen for the next run with theirs. A bill that has left the queue is no longer counted as chosen.
 */
export const PaymentQueueSection = ({
  bills,
  total,
  canInitiate,
  isBusy,
  onInitiate,
}: PaymentQueueSectionProps) => {
  const isMobile = useIsMobile();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const chosen = bills.filter((bill) => selected.has(bill.PeriodId));

  const toggle = (periodId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(periodId)) next.add(periodId);
      return next;
    });
  const toggleAll = () =>
    setSelected(chosen.length === bills.length ? new Set() : new Set(bills.map((bill) => bill.PeriodId)));
  const handleInitiate = async () => {
    if (await onInitiate(chosen)) setSelected(new Set());
  };
  const selection = canInitiate ? { selected, onToggle: toggle } : {};

  return (
    <PaperSection title="Approved bills awaiting payment">
      {bills.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>No approved bills are waiting for payment.</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography aria-label="Queue totals">
            {billCountText(bills.length)} · {moneyText(total)}
          </Typography>
          {isMobile ? (
            <PaymentQueueCards bills={bills} {...selection} />
          ) : (
            <PaymentQueueTable bills={bills} total={total} {...selection} onToggleAll={toggleAll} />
          )}
          {canInitiate && (
            <Box
              sx={{
                display: "flex",
                flexWrap: "wrap",
                gap: 1.5,
                alignItems: "center",
                justifyContent: "space-between",
              }}
            >
              <Typography aria-label="Chosen bills" aria-live="polite">
                {chosen.length === 0
                  ? "Choose the bills to pay."
                  : `${billCountText(chosen.length)} chosen · ${billsTotalText(chosen)}`}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
                {isMobile && (
                  <Button variant="outlined" onClick={toggleAll}>
                    {chosen.length === bills.length ? "Clear all" : "Choose all"}
                  </Button>
                )}
                <Button
                  variant="contained"
                  disabled={chosen.length === 0 || isBusy}
                  onClick={() => void handleInitiate()}
                >
                  Initiate payment run
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </PaperSection>
  );
};
