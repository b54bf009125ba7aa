import type { ReactNode } from "react";
import { Box } from "@mui/material";
import type { LeaseBillingPeriod } from "@fieldstead/domain";
import { formatDateCell } from "../../../../components/grid/grid-format.ts";
import { showMoney } from "./lease-money.ts";
import { OverdueMark } from "./overdue-mark.tsx";
import { PaymentStatusChip } from "./payment-status-chip.tsx";

/** One column of the periods: its header, how a cell reads, and whether it is a figure (right-aligned). */
export type BillingPeriodColumn = {
  id: string;
  header: string;
  cell: (period: LeaseBillingPeriod) => ReactNode;
  isAmount?: boolean;
  /** Its text may take two lines (a period's two dates). */
  isWrapping?: boolean;
  /** Whether a card leaves the line out for this period (nothing to say yet). */
  isEmpty?: (period: LeaseBillingPeriod) => boolean;
};

/** "Jan 01, 2026 – Jan 31, 2026" */
export const periodLabel = (period: LeaseBillingPeriod): string =>
  `${formatDateCell(period.PeriodStart)} – ${formatDateCell(period.PeriodEnd)}`;

const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** The period's two days, on two lines when the column is narrow (it breaks only after the dash). */
export const PeriodCell = ({ period }: { period: LeaseBillingPeriod }) => (
  <>
    <Box component="span" sx={NO_WRAP}>
      {formatDateCell(period.PeriodStart)} –
    </Box>{" "}
    <Box component="span" sx={NO_WRAP}>
      {formatDateCell(period.PeriodEnd)}
    </Box>
  </>
);

/** The due date, marked when it has passed with money still owed. */
export const DueDateCell = ({ period }: { period: LeaseBillingPeriod }) => (
  <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }}>
    {formatDateCell(period.DueDate)}
    {period.Overdue && <OverdueMark />}
  </Box>
);

/** The periods' columns, as the table shows them and the cards list them (portal-platform §3.6). */
export const BILLING_PERIOD_COLUMNS: readonly BillingPeriodColumn[] = [
  {
    id: "BillingPeriod",
    header: "Billing period",
    cell: (p) => <PeriodCell period={p} />,
    isWrapping: true,
  },
  { id: "BillingAmount", header: "Billing amount", cell: (p) => showMoney(p.BillingAmount), isAmount: true },
  { id: "DueDate", header: "Due date", cell: (p) => <DueDateCell period={p} /> },
  {
    id: "TransactionId",
    header: "Transaction ID",
    cell: (p) => p.TransactionId ?? "—",
    isEmpty: (p) => p.TransactionId === null,
  },
  {
    id: "TransactionAmount",
    header: "Transaction amount",
    cell: (p) => showMoney(p.TransactionAmount),
    isAmount: true,
    isEmpty: (p) => p.TransactionAmount === null,
  },
  { id: "PaidAmount", header: "Paid", cell: (p) => showMoney(p.PaidAmount), isAmount: true },
  { id: "Outstanding", header: "Outstanding", cell: (p) => showMoney(p.Outstanding), isAmount: true },
  {
    id: "Status",
    header: "Status",
    cell: (p) => <PaymentStatusChip statusId={p.Status} name={p.StatusName} />,
  },
];
