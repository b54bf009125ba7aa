import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ApprovalLabel, type ApprovalQueueRow } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { approvalColumns } from "./approval-columns.tsx";
import { ApprovalDecisionDialog } from "./approval-decision-dialog.tsx";

/** Typing into a dialog takes a while on a busy machine. */
const DIALOG_MS = 15_000;

const ROW: ApprovalQueueRow = {
  Id: 31,
  TaskId: 7,
  WorkOrderNumber: "WO-2026-00007",
  Summary: "Replace the rooftop unit's belt",
  Level: 1,
  Label: "Awaiting Approval",
  RequestedByName: "Marcus Reyes",
  RequestedAt: "2026-11-20T16:00:00Z",
  ReviewerName: null,
  DecidedAt: null,
  Comment: "Belt replaced",
};

describe("a queue's columns", () => {
  it.each([
    [
      ApprovalLabel.AwaitingApproval,
      false,
      ["Work order", "Summary", "Level", "Requested by", "Requested", "Comment"],
    ],
    [
      ApprovalLabel.AwaitingApproval,
      true,
      ["Work order", "Summary", "Level", "Requested by", "Requested", "Comment", "Decision"],
    ],
    [
      ApprovalLabel.Rejected,
      false,
      ["Work order", "Summary", "Level", "Requested by", "Requested", "Reviewer", "Decided", "Comment"],
    ],
  ] as const)("on '%s' (deciding: %s) are %o", (tab, canDecide, headers) => {
    const columns = approvalColumns({ tab, ...(canDecide ? { onDecide: vi.fn() } : {}) });
    expect(columns.map((c) => c.header)).toEqual(headers);
  });

  it("gives each awaiting row of the reviewer's queue Approve and Reject", async () => {
    const onDecide = vi.fn();
    const decision = approvalColumns({ tab: ApprovalLabel.AwaitingApproval, onDecide }).at(-1)!;
    const { user } = renderUi(<div data-testid="cell">{decision.renderCell!(ROW)}</div>);
    const cell = screen.getByTestId("cell");
    await user.click(within(cell).getByRole("button", { name: "Approve" }));
    await user.click(within(cell).getByRole("button", { name: "Reject" }));
    expect(onDecide.mock.calls).toEqual([
      [ROW, "Approved"],
      [ROW, "Rejected"],
    ]);
  });
});

describe("the decision dialog", () => {
  const open = (decision: "Approved" | "Rejected") => {
    const onDecide = vi.fn();
    const view = renderUi(
      <ApprovalDecisionDialog
        isOpen
        workOrderNumber="WO-2026-00007"
        decision={decision}
        isBusy={false}
        onDecide={onDecide}
        onClose={vi.fn()}
      />,
    );
    return { ...view, onDecide };
  };

  it(
    "approves with or without a comment",
    async () => {
      const { user, onDecide } = open("Approved");
      const dialog = screen.getByRole("dialog", { name: "Approve WO-2026-00007?" });
      await user.click(within(dialog).getByRole("button", { name: "Approve" }));
      await user.type(within(dialog).getByRole("textbox", { name: "Comment (optional)" }), "  Good work ");
      await user.click(within(dialog).getByRole("button", { name: "Approve" }));
      expect(onDecide.mock.calls).toEqual([[null], ["Good work"]]);
    },
    DIALOG_MS,
  );

  it(
    "rejects only with a comment, saying so beside the field",
    async () => {
      const { user, onDecide } = open("Rejected");
      const dialog = screen.getByRole("dialog", { name: "Reject WO-2026-00007?" });
      await user.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(within(dialog).getByText("A comment is required to reject.")).toBeTruthy();
      expect(onDecide).not.toHaveBeenCalled();
      await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Still leaks");
      await user.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(onDecide.mock.calls).toEqual([["Still leaks"]]);
    },
    DIALOG_MS,
  );
});
