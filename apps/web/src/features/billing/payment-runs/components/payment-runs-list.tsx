import type { ReactNode } from "react";
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
import type { PaymentRunRow } from "@fieldstead/domain";
import { SCREEN_READER_ONLY_SX } from "../../../../components/ui/screen-reader-only.ts";
import { moneyText } from "../../../../lib/money-format.ts";
import { FactLines } from "./fact-lines.tsx";
import { momentText } from "./payment-bill-text.ts";
import { PaymentRunStatusChip } from "./payment-run-status-chip.tsx";

export type PaymentRunsListProps = {
  runs: readonly PaymentRunRow[];
  isMobile: boolean;
  /** A run's buttons (its bills; processing it). */
  renderActions: (run: PaymentRunRow) => ReactNode;
};

const CELL = { px: 1, verticalAlign: "middle" } as const;

/** The runs, newest first: a table on a computer, a card each on a phone. */
export const PaymentRunsList = ({ runs, isMobile, renderActions }: PaymentRunsListProps) =>
  isMobile ? (
    <Stack component="ul" aria-label="Payment runs" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {runs.map((run) => (
        <Card
          component="li"
          key={run.Id}
          variant="outlined"
          aria-label={run.RunNumber}
          sx={{ listStyle: "none", px: 1.5, py: 1.25, minWidth: 0 }}
        >
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "center" }}>
            <Typography sx={{ fontWeight: 600 }}>{run.RunNumber}</Typography>
            <PaymentRunStatusChip isProcessed={run.IsProcessed} />
          </Box>
          <FactLines
            facts={[
              ["Bills", String(run.ItemCount)],
              ["Total", moneyText(run.Total)],
              ["Created by", run.CreatedByName ?? ""],
              ["Created", momentText(run.CreatedAt)],
              ["Processed", momentText(run.ProcessedAt)],
            ]}
          />
          <Stack direction="row" useFlexGap sx={{ mt: 1.25, gap: 1, flexWrap: "wrap" }}>
            {renderActions(run)}
          </Stack>
        </Card>
      ))}
    </Stack>
  ) : (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Payment runs">
        <TableHead>
          <TableRow>
            <TableCell sx={CELL}>Run</TableCell>
            <TableCell sx={CELL}>Created by</TableCell>
            <TableCell sx={CELL}>Created</TableCell>
            <TableCell sx={CELL} align="right">
              Bills
            </TableCell>
            <TableCell sx={CELL} align="right">
              Total
            </TableCell>
            <TableCell sx={CELL}>Status</TableCell>
            <TableCell sx={CELL}>
              <Box component="span" sx={SCREEN_READER_ONLY_SX}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.Id} hover>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap", fontWeight: 600 }}>{run.RunNumber}</TableCell>
              <TableCell sx={CELL}>{run.CreatedByName ?? ""}</TableCell>
              <TableCell sx={CELL}>{momentText(run.CreatedAt)}</TableCell>
              <TableCell sx={CELL} align="right">
                {run.ItemCount}
              </TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }} align="right">
                {moneyText(run.Total)}
              </TableCell>
              <TableCell sx={CELL}>
                <PaymentRunStatusChip isProcessed={run.IsProcessed} />
              </TableCell>
              <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>
                <Stack direction="row" spacing={1}>
                  {renderActions(run)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
