import type { ReactNode } from "react";
import { Box, Card, Stack, Typography } from "@mui/material";
import type { LeaseBillingPeriod } from "@fieldstead/domain";
import { BILLING_PERIOD_COLUMNS, periodLabel } from "./billing-period-columns.tsx";
import { PaymentStatusChip } from "./payment-status-chip.tsx";

export type BillingPeriodCardsProps = {
  periods: readonly LeaseBillingPeriod[];
  renderStep?: (period: LeaseBillingPeriod) => ReactNode;
};

// The card's title and status chip say the period and its status; its lines, the rest.
const LINES = BILLING_PERIOD_COLUMNS.filter((c) => c.id !== "BillingPeriod" && c.id !== "Status");

/** The billing periods on a phone: a card each, with its status, figures and the one next step. */
export const BillingPeriodCards = ({ periods, renderStep }: BillingPeriodCardsProps) => (
  <Stack component="ul" aria-label="Billing periods" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {periods.map((period) => {
      const step = renderStep?.(period);
      return (
        <Card
          component="li"
          key={period.Id}
          variant="outlined"
          aria-label={periodLabel(period)}
          sx={{
            listStyle: "none",
            px: 1.5,
            py: 1.25,
            borderColor: period.Overdue ? "error.light" : "divider",
          }}
        >
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "center" }}>
            <Typography sx={{ fontWeight: 600 }}>{periodLabel(period)}</Typography>
            <PaymentStatusChip statusId={period.Status} name={period.StatusName} />
          </Box>
          <Box
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
          >
            {LINES.filter((c) => !c.isEmpty?.(period)).map((c) => (
              <Box key={c.id} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                  {c.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                  {c.cell(period)}
                </Typography>
              </Box>
            ))}
          </Box>
          {step && <Box sx={{ mt: 1.25 }}>{step}</Box>}
        </Card>
      );
    })}
  </Stack>
);
