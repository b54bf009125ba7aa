import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import {
  BATCH_STATUS_NAMES,
  BatchStatus,
  MATCH_BATCH_LIST_COLUMNS,
  MATCH_BATCH_MOVES,
  type BatchStatusId,
} from "@fieldstead/domain";
import { pickCard } from "../../../../../components/grid/card-mapping.tsx";
import {
  gridColumnsOf,
  labelOptions,
  type DataGridColumn,
} from "../../../../../components/grid/grid-columns.ts";
import { moneyText } from "../../../../../lib/money-format.ts";
import type { MatchBatchListRow } from "../../api/get-match-batch-list.ts";
import { matchBatchPath } from "../recon-paths.ts";
import { MatchBatchStatusChip } from "./match-batch-status-chip.tsx";

const column = gridColumnsOf<MatchBatchListRow, typeof MATCH_BATCH_LIST_COLUMNS>(MATCH_BATCH_LIST_COLUMNS);

/** The states a batch of matches passes through (never 'Generated': matches number no invoices). */
const MATCH_BATCH_STATUSES = (Object.values(BatchStatus) as BatchStatusId[]).filter((s) =>
  Object.values(MATCH_BATCH_MOVES).some((move) => move.to === s || move.from.includes(s)),
);
const STATUS_OPTIONS = labelOptions<BatchStatusId>(BATCH_STATUS_NAMES, MATCH_BATCH_STATUSES);

/** The batches' columns: the number opens the batch. */
export const MATCH_BATCH_COLUMNS: readonly DataGridColumn<MatchBatchListRow>[] = [
  column("BatchNumber", {
    width: 160,
    renderCell: (row) => (
      <Link component={RouterLink} to={matchBatchPath(row.Id)} underline="hover">
        {row.BatchNumber}
      </Link>
    ),
  }),
  column("StatusId", {
    width: 170,
    options: STATUS_OPTIONS,
    renderCell: (row) => <MatchBatchStatusChip statusId={row.StatusId} />,
  }),
  column("MatchCount", { width: 120 }),
  column("Amount", { width: 150, format: (row) => moneyText(row.Amount) }),
  column("CreatedByName", { width: 180 }),
  column("UpdatedAt", { width: 190 }),
];

/** A batch as a card on a phone: its number and status, how many matches and how much. */
export const MATCH_BATCH_CARD = pickCard(MATCH_BATCH_COLUMNS, {
  title: "BatchNumber",
  status: "StatusId",
  facts: ["MatchCount", "Amount", "UpdatedAt"],
});
