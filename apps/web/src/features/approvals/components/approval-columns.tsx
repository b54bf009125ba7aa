import { Button, Stack } from "@mui/material";
import {
  APPROVAL_QUEUE_COLUMNS,
  ApprovalLabel,
  type ApprovalQueueRow,
  type ApprovalTab,
  type ReviewDecision,
} from "@fieldstead/domain";
import { pickCard, type CardMapping } from "../../../components/grid/card-mapping.tsx";
import { gridColumnsOf, type DataGridColumn } from "../../../components/grid/grid-columns.ts";

const LEVEL_OPTIONS = [1, 2, 3].map((level) => ({ value: level, label: `Level ${level}` }));

const column = gridColumnsOf<ApprovalQueueRow, typeof APPROVAL_QUEUE_COLUMNS>(APPROVAL_QUEUE_COLUMNS);

export type ApprovalColumnsInput = {
  tab: ApprovalTab;
  /** Given on the reviewer's awaiting tab: each row gets Approve and Reject. */
  onDecide?: (row: ApprovalQueueRow, decision: ReviewDecision) => void;
};

/** A queue's columns: the decided tabs add who decided and when; the reviewer's awaiting tab, the buttons. */
export const approvalColumns = ({
  tab,
  onDecide,
}: ApprovalColumnsInput): DataGridColumn<ApprovalQueueRow>[] => {
  const isAwaiting = tab === ApprovalLabel.AwaitingApproval;
  return [
    column("WorkOrderNumber", { width: 150 }),
    column("Summary", { width: 260 }),
    column("Level", { width: 110, options: LEVEL_OPTIONS }),
    column("RequestedByName", { width: 170 }),
    column("RequestedAt", { width: 190 }),
    ...(isAwaiting ? [] : [column("ReviewerName", { width: 170 }), column("DecidedAt", { width: 190 })]),
    column("Comment", { width: 280 }),
    // The buttons hold the step's id: a column of the grid's own, neither sorted nor filtered.
    ...(onDecide
      ? [
          {
            colId: "Id",
            header: "Decision",
            type: "number",
            width: 200,
            isSortable: false,
            isFilterable: false,
            renderCell: (row: ApprovalQueueRow) => (
              <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: "center", height: "100%" }}>
                <Button size="small" variant="contained" onClick={() => onDecide(row, "Approved")}>
                  Approve
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => onDecide(row, "Rejected")}
                >
                  Reject
                </Button>
              </Stack>
            ),
          } as DataGridColumn<ApprovalQueueRow>,
        ]
      : []),
  ];
};

/**
 * A step as a card on a phone: the work order, its level, who asked and when, who decided, the comment, and
 * on the reviewer's awaiting tab the Approve and Reject buttons.
 */
export const approvalCard = (
  columns: readonly DataGridColumn<ApprovalQueueRow>[],
): CardMapping<ApprovalQueueRow> => {
  const has = (colId: string) => columns.some((c) => c.colId === colId);
  return pickCard(columns, {
    overline: "WorkOrderNumber",
    title: "Summary",
    status: "Level",
    facts: [
      "RequestedByName",
      "RequestedAt",
      ...(has("ReviewerName") ? (["ReviewerName", "DecidedAt"] as const) : []),
      "Comment",
      ...(has("Id") ? (["Id"] as const) : []),
    ],
  });
};
