import { Box, Card, Checkbox, Stack, Typography } from "@mui/material";
import type { PaymentQueueBill } from "@fieldstead/domain";
import { dayText, moneyText } from "../../../../lib/money-format.ts";
import { FactLines } from "./fact-lines.tsx";
import { billLabel, billPeriodText } from "./payment-bill-text.ts";

export type PaymentQueueCardsProps = {
  bills: readonly PaymentQueueBill[];
  selected?: ReadonlySet<number>;
  onToggle?: (periodId: number) => void;
};

/** The bills waiting for a run on a phone: a card each, with its checkbox, lease, payee, period and amount. */
export const PaymentQueueCards = ({ bills, selected, onToggle }: PaymentQueueCardsProps) => (
  <Stack component="ul" aria-label="Bills awaiting payment" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {bills.map((bill) => (
      <Card
        component="li"
        key={bill.PeriodId}
        variant="outlined"
        aria-label={billLabel(bill)}
        sx={{ listStyle: "none", px: 1.5, py: 1.25, minWidth: 0 }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, justifyContent: "space-between" }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
            {selected && (
              <Checkbox
                size="small"
                sx={{ ml: -1 }}
                checked={selected.has(bill.PeriodId)}
                onChange={() => onToggle?.(bill.PeriodId)}
                slotProps={{ input: { "aria-label": `Select ${billLabel(bill)}` } }}
              />
            )}
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{bill.LeaseNumber}</Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>{moneyText(bill.Amount)}</Typography>
        </Box>
        <FactLines
          facts={[
            ["Payee", bill.Lessor],
            ["Location", bill.LocationName ?? ""],
            ["Period", billPeriodText(bill)],
            ["Due date", dayText(bill.DueDate)],
          ]}
        />
      </Card>
    ))}
  </Stack>
);
