import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { moneyText } from "../../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { AmountCard, AmountCardList } from "./amount-card.tsx";

export type CurrencyTotal = { Currency: string; Net: string; Tax: string; Total: string };

export type CurrencyTotalsProps = {
  totals: readonly CurrencyTotal[];
  /** The table's accessible name ('Totals'). */
  label?: string;
};

/**
 * Net, tax and total for each currency billed: clients may be billed in different currencies, never summed. A
 * table on a computer, a card per currency on a phone.
 */
export const CurrencyTotals = ({ totals, label = "Totals" }: CurrencyTotalsProps) => {
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <AmountCardList label={label}>
        {totals.map((t) => (
          <AmountCard
            key={t.Currency}
            title={t.Currency}
            lines={[
              ["Net", moneyText(t.Net)],
              ["Tax", moneyText(t.Tax)],
              ["Total", moneyText(t.Total)],
            ]}
          />
        ))}
      </AmountCardList>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Currency</TableCell>
            <TableCell align="right">Net</TableCell>
            <TableCell align="right">Tax</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((t) => (
            <TableRow key={t.Currency}>
              <TableCell>{t.Currency}</TableCell>
              <TableCell align="right">{moneyText(t.Net)}</TableCell>
              <TableCell align="right">{moneyText(t.Tax)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {moneyText(t.Total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
