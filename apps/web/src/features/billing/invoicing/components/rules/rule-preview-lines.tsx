import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { PreviewLine } from "@fieldstead/domain";
import { moneyText } from "../../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { AmountCard, AmountCardList } from "../shared/amount-card.tsx";

export type RulePreviewLinesProps = { lines: readonly PreviewLine[] };

const AMOUNTS = [
  ["Unit price", "UnitPrice"],
  ["Net", "Net"],
  ["Discount", "Discount"],
  ["Tax", "Tax"],
  ["Total", "Total"],
] as const;

const sitesText = (count: number) => (count === 1 ? "1 site" : `${count} sites`);

/** What the rule would bill each client: a row per client on a computer, a card per client on a phone. */
export const RulePreviewLines = ({ lines }: RulePreviewLinesProps) => {
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <AmountCardList label="Preview by client">
        {lines.map((line) => (
          <AmountCard
            key={`${line.ClientId}-${line.Description}`}
            title={line.ClientName}
            subtitle={`${line.Currency} · ${sitesText(line.SiteCount)}`}
            lines={[
              ["Quantity", line.Quantity],
              ...AMOUNTS.map(([header, key]) => [header, moneyText(line[key])] as const),
            ]}
          />
        ))}
      </AmountCardList>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Preview by client">
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell>Currency</TableCell>
            <TableCell align="right">Quantity</TableCell>
            {AMOUNTS.map(([header]) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.ClientId}-${line.Description}`}>
              <TableCell sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {line.ClientName}
                </Typography>
                <Typography variant="caption" sx={{ color: "text.secondary" }}>
                  {sitesText(line.SiteCount)}
                </Typography>
              </TableCell>
              <TableCell>{line.Currency}</TableCell>
              <TableCell align="right">{line.Quantity}</TableCell>
              {AMOUNTS.map(([header, key]) => (
                <TableCell key={header} align="right" sx={{ whiteSpace: "nowrap" }}>
                  {moneyText(line[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
