import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { AGING_BUCKETS, type AgingReply } from "@fieldstead/domain";
import { FactList } from "../../../../../components/ui/fact-list.tsx";
import { moneyText } from "../../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";

export type AgingTableProps = { report: AgingReply };

type AgingRow = {
  key: string;
  name: string;
  currency: string;
  amounts: AgingReply["Totals"][number]["Amounts"];
  total: string;
};

const bucketHeader = (bucket: string) => `${bucket} days`;

const rowsOf = (report: AgingReply): { clients: AgingRow[]; totals: AgingRow[] } => ({
  clients: report.Clients.map((c) => ({
    key: `${c.ClientId}-${c.Currency}`,
    name: c.ClientName,
    currency: c.Currency,
    amounts: c.Amounts,
    total: c.Total,
  })),
  totals: report.Totals.map((t) => ({
    key: `total-${t.Currency}`,
    name: "Total",
    currency: t.Currency,
    amounts: t.Amounts,
    total: t.Total,
  })),
});

/** A client's (or a currency's total) line as a card on a phone. */
const AgingCard = ({ row, isTotal }: { row: AgingRow; isTotal: boolean }) => (
  <Paper
    component="li"
    variant="outlined"
    sx={{ p: 2, listStyle: "none", ...(isTotal ? { bgcolor: "action.hover" } : {}) }}
  >
    <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1, alignItems: "baseline", mb: 1.5 }}>
      <Typography
        sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
      >{`${row.name} (${row.currency})`}</Typography>
      <Typography sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>{moneyText(row.total)}</Typography>
    </Stack>
    <FactList
      columns={2}
      spacing={1}
      facts={AGING_BUCKETS.map((b) => [bucketHeader(b), moneyText(row.amounts[b])] as const)}
    />
  </Paper>
);

const Cells = ({ row }: { row: AgingRow }) => (
  <>
    {AGING_BUCKETS.map((b) => (
      <TableCell key={b} align="right">
        {moneyText(row.amounts[b])}
      </TableCell>
    ))}
    <TableCell align="right" sx={{ fontWeight: 600 }}>
      {moneyText(row.total)}
    </TableCell>
  </>
);

/** What each client owes by age, one line per client and currency, with the totals of each currency below. */
export const AgingTable = ({ report }: AgingTableProps) => {
  const isMobile = useIsMobile();
  const { clients, totals } = rowsOf(report);
  if (isMobile)
    return (
      <Stack component="ul" spacing={1.5} aria-label="Aging by client" sx={{ m: 0, p: 0 }}>
        {clients.map((row) => (
          <AgingCard key={row.key} row={row} isTotal={false} />
        ))}
        {totals.map((row) => (
          <AgingCard key={row.key} row={row} isTotal />
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Aging by client">
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell>Currency</TableCell>
            {AGING_BUCKETS.map((b) => (
              <TableCell key={b} align="right">
                {bucketHeader(b)}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.currency}</TableCell>
              <Cells row={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totals.map((row) => (
            <TableRow
              key={row.key}
              sx={{ "& td": { fontWeight: 600, color: "text.primary", fontSize: "0.875rem" } }}
            >
              <TableCell>Total</TableCell>
              <TableCell>{row.currency}</TableCell>
              <Cells row={row} />
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </Box>
  );
};
