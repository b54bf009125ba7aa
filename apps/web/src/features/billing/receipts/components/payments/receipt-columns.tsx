import { Button } from "@mui/material";
import { parseMoneyToCents, RECEIPT_LIST_COLUMNS, type ReceiptListRow } from "@fieldstead/domain";
import type { CardMapping } from "../../../../../components/grid/card-mapping.tsx";
import { gridColumnsOf, type DataGridColumn } from "../../../../../components/grid/grid-columns.ts";
import { currencyText, dayText, moneyText } from "../../../../../lib/money-format.ts";
import { MatchStateChip } from "./match-state-chip.tsx";
import { MATCH_STATES } from "./receipt-match-filter.ts";

const column = gridColumnsOf<ReceiptListRow, typeof RECEIPT_LIST_COLUMNS>(RECEIPT_LIST_COLUMNS);
const STATE_OPTIONS = MATCH_STATES.map((state) => ({ value: state, label: state }));

/** Whether some of the payment is still to be matched to an invoice. */
export const hasUnmatched = (row: ReceiptListRow): boolean => (parseMoneyToCents(row.Unmatched) ?? 0) > 0;

const RECEIPT_DATA_COLUMNS: readonly DataGridColumn<ReceiptListRow>[] = [
  column("ReceivedOn", { width: 135 }),
  column("Payer", { width: 190 }),
  column("Reference", { width: 170 }),
  column("ClientName", { width: 180 }),
  column("Currency", { width: 110 }),
  column("Amount", { width: 140, format: (row) => moneyText(row.Amount) }),
  column("Matched", { width: 140, format: (row) => moneyText(row.Matched) }),
  column("Unmatched", { width: 140, format: (row) => moneyText(row.Unmatched) }),
  column("MatchState", {
    width: 150,
    options: STATE_OPTIONS,
    renderCell: (row) => <MatchStateChip state={row.MatchState} />,
  }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/**
 * The payments' columns; for those who match payments, a last column with 'Match' on each payment that still
 * has something unmatched.
 */
export const receiptColumns = (
  onMatch: ((row: ReceiptListRow) => void) | null,
): readonly DataGridColumn<ReceiptListRow>[] =>
  onMatch === null
    ? RECEIPT_DATA_COLUMNS
    : [
        ...RECEIPT_DATA_COLUMNS,
        {
          colId: "Id",
          header: "Action",
          type: "number",
          width: 110,
          isSortable: false,
          isFilterable: false,
          format: () => "",
          renderCell: (row) =>
            hasUnmatched(row) ? (
              <Button
                size="small"
                variant="outlined"
                aria-label={`Match the payment from ${row.Payer}`}
                onClick={(event) => {
                  // The row's own click opens the same dialog: once is enough.
                  event.stopPropagation();
                  onMatch(row);
                }}
              >
                Match
              </Button>
            ) : null,
        },
      ];

/**
 * A payment as a card on a phone: its reference, payer and state, then when, for which client, and the amounts
 * with their currency (a card has no currency column beside them).
 */
export const RECEIPT_CARD: CardMapping<ReceiptListRow> = {
  overline: (row) => row.Reference,
  title: (row) => row.Payer,
  status: (row) => <MatchStateChip state={row.MatchState} />,
  facts: (row) => [
    { label: "Received", value: dayText(row.ReceivedOn) },
    { label: "Client", value: row.ClientName },
    { label: "Amount", value: currencyText(row.Amount, row.Currency) },
    { label: "Unmatched", value: currencyText(row.Unmatched, row.Currency) },
  ],
};
