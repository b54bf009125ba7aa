import { Box, Checkbox, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from "@mui/material";
import type { PaymentQueueBill } from "@fieldstead/domain";
import { dayText, moneyText } from "../../../../lib/money-format.ts";
import { billLabel, billPeriodText } from "./payment-bill-text.ts";

export type PaymentQueueTableProps = {
  bills: readonly PaymentQueueBill[];
  total: string;
  /** The chosen bills' ids; absent: the role may not initiate runs, and there are no checkboxes. */
  selected?: ReadonlySet<number>;
  onToggle?: (periodId: number) => void;
  onToggleAll?: () => void;
};

const CELL = { px: 1, verticalAlign: "middle" } as const;
// The foot reads as the table's figures do, in bold: the total is what the queue would pay.
const TOTAL_CELL = { ...CELL, fontSize: "inherit", fontWeight: 600, color: "text.primary" } as const;

/** The bills waiting for a run on a computer: a row each, a checkbox to choose it, the total at the foot. */
export const PaymentQueueTable = ({
  bills,
  total,
  selected,
  onToggle,
  onToggleAll,
}: PaymentQueueTableProps) => {
  const chosen = selected ? bills.filter((bill) => selected.has(bill.PeriodId)).length : 0;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Bills awaiting payment">
        <TableHead>
          <TableRow>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={bills.length > 0 && chosen === bills.length}
                  indeterminate={chosen > 0 && chosen < bills.length}
                  onChange={onToggleAll}
                  slotProps={{ input: { "aria-label": "Select all bills" } }}
                />
              </TableCell>
            )}
            <TableCell sx={CELL}>Lease</TableCell>
            <TableCell sx={CELL}>Payee</TableCell>
            <TableCell sx={CELL}>Location</TableCell>
            <TableCell sx={CELL}>Period</TableCell>
            <TableCell sx={CELL}>Due date</TableCell>
            <TableCell sx={CELL} align="right">
              Amount
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bills.map((bill) => (
            <TableRow key={bill.PeriodId} hover selected={selected?.has(bill.PeriodId) ?? false}>
              {selected && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(bill.PeriodId)}
                    onChange={() => onToggle?.(bill.PeriodId)}
                    slotProps={{ input: { "aria-label": `Select ${billLabel(bill)}` } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>{bill.LeaseNumber}</TableCell>
              <TableCell sx={CELL}>{bill.Lessor}</TableCell>
              <TableCell sx={CELL}>{bill.LocationName ?? ""}</TableCell>
              <TableCell sx={CELL}>{billPeriodText(bill)}</TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>{dayText(bill.DueDate)}</TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }} align="right">
                {moneyText(bill.Amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={TOTAL_CELL} colSpan={selected ? 6 : 5}>
              Total
            </TableCell>
            <TableCell sx={{ ...TOTAL_CELL, whiteSpace: "nowrap" }} align="right">
              {moneyText(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};
