import { Box, Paper, Typography } from "@mui/material";
import { parseMoneyToCents, type LeaseBillingReply } from "@fieldstead/domain";
import { showMoney } from "./lease-money.ts";

export type BillingTotalsProps = { billing: LeaseBillingReply };

/**
 * What the lease has billed, what has been paid, and what is owed on periods past their due date: three boxes
 * side by side, or three lines of one box on a phone.
 */
export const BillingTotals = ({ billing }: BillingTotalsProps) => {
  const hasArrears = (parseMoneyToCents(billing.Arrears) ?? 0) > 0;
  const totals = [
    { label: "Total billed", value: billing.TotalBilled, isAlert: false },
    { label: "Total paid", value: billing.TotalPaid, isAlert: false },
    { label: "Arrears", value: billing.Arrears, isAlert: hasArrears },
  ];
  return (
    <Box
      component="dl"
      aria-label="Billing totals"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "repeat(3, minmax(0, 1fr))" },
        gap: { xs: 0.5, sm: 2 },
        m: 0,
      }}
    >
      {totals.map(({ label, value, isAlert }) => (
        <Paper
          key={label}
          variant="outlined"
          sx={{
            px: 2,
            py: { xs: 0.75, sm: 1.25 },
            minWidth: 0,
            display: "flex",
            flexDirection: { xs: "row", sm: "column" },
            justifyContent: "space-between",
            alignItems: { xs: "baseline", sm: "flex-start" },
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              fontSize: { xs: "1rem", sm: "1.25rem" },
              color: isAlert ? "error.main" : "text.primary",
              whiteSpace: "nowrap",
            }}
          >
            {showMoney(value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
