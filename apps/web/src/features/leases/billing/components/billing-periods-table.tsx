import type { ReactNode } from "react";
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { LeaseBillingPeriod } from "@fieldstead/domain";
import { BILLING_PERIOD_COLUMNS } from "./billing-period-columns.tsx";

export type BillingPeriodsTableProps = {
  periods: readonly LeaseBillingPeriod[];
  /** The row's next payment step; absent: the role may not take steps, and the column is left out. */
  renderStep?: (period: LeaseBillingPeriod) => ReactNode;
};

// Ten columns fit a laptop's width with narrow padding, headers and periods on two lines where needed.
const CELL = { px: 1, verticalAlign: "middle" } as const;
// The step stays in view when a narrow window scrolls the table sideways.
const STEP_CELL = {
  ...CELL,
  position: "sticky",
  right: 0,
  bgcolor: "background.paper",
  boxShadow: (t: { palette: { divider: string } }) => `inset 1px 0 0 ${t.palette.divider}`,
} as const;

/** The lease's billing periods on a computer: one row each, its next step at the end. */
export const BillingPeriodsTable = ({ periods, renderStep }: BillingPeriodsTableProps) => (
  <Box sx={{ overflowX: "auto" }}>
    <Table size="small" aria-label="Billing periods">
      <TableHead>
        <TableRow>
          {BILLING_PERIOD_COLUMNS.map((c) => (
            <TableCell key={c.id} align={c.isAmount ? "right" : "left"} sx={{ ...CELL, lineHeight: 1.3 }}>
              {c.header}
            </TableCell>
          ))}
          {renderStep && <TableCell sx={STEP_CELL}>Next step</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {periods.map((period) => (
          <TableRow
            key={period.Id}
            hover
            sx={period.Overdue ? { bgcolor: (t) => `${t.palette.error.main}0d` } : undefined}
          >
            {BILLING_PERIOD_COLUMNS.map((c) => (
              <TableCell
                key={c.id}
                align={c.isAmount ? "right" : "left"}
                sx={{ ...CELL, whiteSpace: c.isWrapping ? "normal" : "nowrap" }}
              >
                {c.cell(period)}
              </TableCell>
            ))}
            {renderStep && <TableCell sx={{ ...STEP_CELL, py: 0.5 }}>{renderStep(period)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);
