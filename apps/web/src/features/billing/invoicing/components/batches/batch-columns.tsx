import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import {
  BATCH_LIST_COLUMNS,
  BATCH_STATUS_NAMES,
  BatchStatus,
  type BatchListRow,
  type BatchStatusId,
} from "@fieldstead/domain";
import { pickCard } from "../../../../../components/grid/card-mapping.tsx";
import {
  gridColumnsOf,
  labelOptions,
  type DataGridColumn,
} from "../../../../../components/grid/grid-columns.ts";
import { currencyText } from "../../../../../lib/money-format.ts";
import { batchPath } from "../invoicing-paths.ts";
import { BatchStatusChip } from "../shared/batch-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<BatchStatusId>(BATCH_STATUS_NAMES, Object.values(BatchStatus));

const column = gridColumnsOf<BatchListRow, typeof BATCH_LIST_COLUMNS>(BATCH_LIST_COLUMNS);

/** The batches' columns: the batch number opens the batch; the total is shown with its currency. */
export const BATCH_COLUMNS: readonly DataGridColumn<BatchListRow>[] = [
  column("BatchNumber", {
    width: 140,
    renderCell: (row) => (
      <Link component={RouterLink} to={batchPath(row.Id)} underline="hover">
        {row.BatchNumber}
      </Link>
    ),
  }),
  column("Period", { width: 120 }),
  column("StatusId", {
    width: 170,
    options: STATUS_OPTIONS,
    renderCell: (row) => <BatchStatusChip statusId={row.StatusId} />,
  }),
  column("InvoiceCount", { width: 120 }),
  column("Total", { width: 160, format: (row) => currencyText(row.Total, row.Currency) }),
  column("Currency", { width: 120, isHiddenByDefault: true }),
  column("CreatedByName", { width: 170 }),
  column("UpdatedAt", { width: 190 }),
  column("StatusName", { width: 150, isHiddenByDefault: true }),
  column("Id", { width: 90, isHiddenByDefault: true }),
];

/** A batch as a card on a phone: its number, the month billed, its state, then invoices, total and author. */
export const BATCH_CARD = pickCard(BATCH_COLUMNS, {
  overline: "BatchNumber",
  title: "Period",
  status: "StatusId",
  facts: ["InvoiceCount", "Total", "CreatedByName"],
});
