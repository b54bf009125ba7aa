import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { InvoiceLine } from "@fieldstead/domain";
import { moneyText } from "../../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { AmountCard, AmountCardList } from "../shared/amount-card.tsx";

export type InvoiceLinesTableProps = { lines: readonly InvoiceLine[] };

const AMOUNTS = [
  ["Unit price", "UnitPrice"],
  ["Net", "Net"],
  ["Discount", "Discount"],
] as const;

/** An invoice's lines: what each bills, how many at what price, and its tax; a card a line on a phone. */
export const InvoiceLinesTable = ({ lines }: InvoiceLinesTableProps) => {
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <AmountCardList label="Invoice lines">
        {lines.map((line) => (
          <AmountCard
            key={line.Id}
            title={line.Description}
            subtitle={line.ChargeCode ? `${line.KindName} · ${line.ChargeCode}` : line.KindName}
            lines={[
              ["Quantity", line.Quantity],
              ...AMOUNTS.map(([header, key]) => [header, moneyText(line[key])] as const),
              ["Tax rate", `${line.TaxRate}%`],
              ["Tax", moneyText(line.Tax)],
              ["Total", moneyText(line.Total)],
            ]}
          />
        ))}
      </AmountCardList>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Charge code</TableCell>
            <TableCell align="right">Quantity</TableCell>
            {AMOUNTS.map(([header]) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
            <TableCell align="right">Tax rate</TableCell>
            <TableCell align="right">Tax</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.Id}>
              <TableCell sx={{ minWidth: 180 }}>{line.Description}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{line.KindName}</TableCell>
              <TableCell>{line.ChargeCode ?? "—"}</TableCell>
              <TableCell align="right">{line.Quantity}</TableCell>
              {AMOUNTS.map(([header, key]) => (
                <TableCell key={header} align="right" sx={{ whiteSpace: "nowrap" }}>
                  {moneyText(line[key])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>{`${line.TaxRate}%`}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {moneyText(line.Tax)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {moneyText(line.Total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
