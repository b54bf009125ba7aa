import { Button, Stack } from "@mui/material";
import {
  ApprovalLabel,
  type ApprovalQueueRow,
  type ApprovalTab,
  type ReviewDecision,
} from "@fieldstead/domain";
import { pickCard, type CardMapping } from "../../../components/grid/card-mapping.tsx";
import type { DataGridColumn } from "../../../components/grid/grid-columns.ts";

const LEVEL_OPTIONS = [1, 2, 3].map((level) => ({ value: level, label: `Level ${level}` }));

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
    { colId: "WorkOrderNumber", header: "Work order", type: "text", width: 150 },
    { colId: "Summary", header: "Summary", type: "text", width: 260 },
    { colId: "Level", header: "Level", type: "set", width: 110, options: LEVEL_OPTIONS },
    { colId: "RequestedByName", header: "Requested by", type: "text", width: 170 },
    { colId: "RequestedAt", header: "Requested", type: "date", width: 190, showsTime: true },
    ...(isAwaiting
      ? []
      : ([
          { colId: "ReviewerName", header: "Reviewer", type: "text", width: 170 },
          { colId: "DecidedAt", header: "Decided", type: "date", width: 190, showsTime: true },
        ] as DataGridColumn<ApprovalQueueRow>[])),
    { colId: "Comment", header: "Comment", type: "text", width: 280 },
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
