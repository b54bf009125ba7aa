import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { MatchBatchDetail } from "@fieldstead/domain";
import { FactList } from "../../../../../components/ui/fact-list.tsx";
import { dayText, moneyText } from "../../../../../lib/money-format.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { MatchRemoveButton } from "./match-remove-button.tsx";

export type MatchBatchMatchesProps = { batch: MatchBatchDetail };

type Match = MatchBatchDetail["Matches"][number];

const HEADERS = ["Received on", "Payer", "Reference", "Invoice", "Client", "Amount", "Matched"] as const;

const cellsOf = (m: Match): string[] => [
  dayText(m.ReceivedOn),
  m.Payer,
  m.Reference ?? "",
  m.InvoiceNumber ?? "",
  m.ClientName,
  moneyText(m.Amount),
  m.KindName,
];

/** A match as a card on a phone: who paid which invoice how much, and how it was matched. */
const MatchCard = ({ match, canEdit }: { match: Match; canEdit: boolean }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }}>
    <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1, alignItems: "baseline" }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{match.Payer}</Typography>
      <Typography sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
        {moneyText(match.Amount)}
      </Typography>
    </Stack>
    <Box sx={{ mt: 1.5 }}>
      <FactList
        spacing={1.5}
        facts={[
          ["Received on", dayText(match.ReceivedOn)],
          ["Reference", match.Reference],
          ["Invoice", match.InvoiceNumber],
          ["Client", match.ClientName],
          ["Matched", match.KindName],
        ]}
      />
    </Box>
    {canEdit && <MatchRemoveButton match={match} />}
  </Paper>
);

/** The batch's matches: which payment pays which invoice, how much, and whether it was matched automatically. */
export const MatchBatchMatches = ({ batch }: MatchBatchMatchesProps) => {
  const isMobile = useIsMobile();
  if (batch.Matches.length === 0)
    return <Typography sx={{ color: "text.secondary" }}>This batch holds no matches.</Typography>;
  if (isMobile)
    return (
      <Stack component="ul" spacing={1.5} aria-label="Matches" sx={{ m: 0, p: 0 }}>
        {batch.Matches.map((m) => (
          <MatchCard key={m.Id} match={m} canEdit={batch.CanEdit} />
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Matches">
        <TableHead>
          <TableRow>
            {HEADERS.map((h) => (
              <TableCell key={h} align={h === "Amount" ? "right" : "left"}>
                {h}
              </TableCell>
            ))}
            {batch.CanEdit && <TableCell aria-label="Actions" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {batch.Matches.map((m) => (
            <TableRow key={m.Id}>
              {cellsOf(m).map((text, i) => (
                <TableCell key={HEADERS[i]} align={HEADERS[i] === "Amount" ? "right" : "left"}>
                  {text}
                </TableCell>
              ))}
              {batch.CanEdit && (
                <TableCell align="right">
                  <MatchRemoveButton match={m} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
