import {
  Box,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { PaymentRunItem } from "@fieldstead/domain";
import { moneyText } from "../../../../lib/money-format.ts";
import { BillStatusChip } from "./bill-status-chip.tsx";
import { FactLines } from "./fact-lines.tsx";
import { billLabel, billPeriodText } from "./payment-bill-text.ts";

export type PaymentRunItemsProps = { items: readonly PaymentRunItem[]; isMobile: boolean };

const CELL = { px: 1, verticalAlign: "middle" } as const;

/** A run's bills with what each was paid, its transaction id and status: a table, or cards on a phone. */
export const PaymentRunItems = ({ items, isMobile }: PaymentRunItemsProps) =>
  isMobile ? (
    <Stack component="ul" aria-label="Bills of the run" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {items.map((item) => (
        <Card
          component="li"
          key={item.Id}
          variant="outlined"
          aria-label={billLabel(item)}
          sx={{ listStyle: "none", px: 1.5, py: 1.25, minWidth: 0 }}
        >
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "center" }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{item.LeaseNumber}</Typography>
            <BillStatusChip statusId={item.StatusId} name={item.StatusName} />
          </Box>
          <FactLines
            facts={[
              ["Payee", item.Lessor],
              ["Period", billPeriodText(item)],
              ["Amount", moneyText(item.Amount)],
              ["Transaction ID", item.TransactionId ?? ""],
            ]}
          />
        </Card>
      ))}
    </Stack>
  ) : (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Bills of the run">
        <TableHead>
          <TableRow>
            <TableCell sx={CELL}>Lease</TableCell>
            <TableCell sx={CELL}>Payee</TableCell>
            <TableCell sx={CELL}>Period</TableCell>
            <TableCell sx={CELL} align="right">
              Amount
            </TableCell>
            <TableCell sx={CELL}>Transaction ID</TableCell>
            <TableCell sx={CELL}>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.Id}>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>{item.LeaseNumber}</TableCell>
              <TableCell sx={CELL}>{item.Lessor}</TableCell>
              <TableCell sx={CELL}>{billPeriodText(item)}</TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }} align="right">
                {moneyText(item.Amount)}
              </TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>{item.TransactionId ?? "—"}</TableCell>
              <TableCell sx={CELL}>
                <BillStatusChip statusId={item.StatusId} name={item.StatusName} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
