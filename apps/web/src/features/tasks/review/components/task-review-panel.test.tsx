import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  ModuleId,
  TaskReviewApproval as R,
  TaskStatus,
  type TaskReview,
} from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { TaskReviewPanel } from "./task-review-panel.tsx";
import { json } from "../../components/task-test-data.ts";

/** Typing into a dialog takes a while on a busy machine. */
const DIALOG_MS = 15_000;

const NOTHING = {
  CanRequestApproval: false,
  CanApprove: false,
  CanReject: false,
  CanReopen: false,
  CanMarkIncomplete: false,
  CanLock: false,
  CanUnlock: false,
  CanArchive: false,
  CanRestore: false,
};
const REVIEW: TaskReview = {
  TaskId: 7,
  WorkOrderNumber: "WO-000007",
  StatusId: TaskStatus.Completed,
  ReviewApprovalId: null,
  ReviewApprovalLabel: null,
  ReviewLevels: 1,
  AwaitingLevel: null,
  IsLocked: false,
  IsArchived: false,
  Steps: [],
  ...NOTHING,
};
const AWAITING_STEP = {
  Id: 31,
  Level: 1,
  StateId: R.PendingApproval,
  Label: "Awaiting Approval",
  RequestedById: 12,
  RequestedByName: "Marcus Reyes",
  RequestedAt: "2026-11-20T16:00:00Z",
  RequestComment: "Belt replaced",
  ReviewerId: null,
  ReviewerName: null,
  DecidedAt: null,
  DecisionComment: null,
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let shown: TaskReview;
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(`/Task/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const buttons = () =>
  within(screen.getByRole("region", { name: "Review" }))
    .queryAllByRole("button")
    .map((b) => b.textContent);

const VIEW_TASKS = grantedModule(ModuleId.TaskView, ModuleId.TaskOperations, AccessRightType.ReadOnly);

const show = (review: TaskReview, modules = [VIEW_TASKS], updatedAt = "2026-11-20T16:00:00Z") => {
  shown = review;
  return renderSignedIn(
    <>
      <TaskReviewPanel task={{ Id: review.TaskId, UpdatedAt: updatedAt }} />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules },
  );
};
const answerStep = (review: TaskReview, message: string) =>
  fetchMock.mockImplementationOnce(async () =>
    json({ StatusCode: 0, StatusMessage: message, Review: review }),
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.includes("/Task/GetTaskReview") ? json(shown) : json({ StatusMessage: "Unexpected call" }, 500),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    dismissAllConfirms();
    snackbarStore.set([]);
  });
  vi.unstubAllGlobals();
});

describe("a task's Review section", () => {
  it.each([
    [{}, []],
    [{ CanRequestApproval: true }, ["Request approval"]],
    [
      { CanApprove: true, CanReject: true, CanMarkIncomplete: true },
      ["Approve", "Reject", "Mark incomplete"],
    ],
    [{ CanReopen: true, CanLock: true, CanArchive: true }, ["Reopen", "Lock", "Archive"]],
    [{ CanUnlock: true, CanRestore: true }, ["Unlock", "Restore"]],
  ])("offers only the steps the server allows %o", async (can, labels) => {
    show({ ...REVIEW, ...can });
    expect(await screen.findByText("Approval has not been requested yet.")).toBeTruthy();
    expect(buttons()).toEqual(labels);
  });

  it("shows the review's state, the locked and archived chips, and each step with who said what", async () => {
    show({
      ...REVIEW,
      ReviewApprovalId: R.Rejected,
      ReviewApprovalLabel: "Rejected",
      ReviewLevels: 2,
      IsLocked: true,
      IsArchived: true,
      Steps: [
        {
          ...AWAITING_STEP,
          StateId: R.Rejected,
          Label: "Rejected",
          ReviewerId: 3,
          ReviewerName: "Dana Whitaker",
          DecidedAt: "2026-11-21T16:00:00Z",
          DecisionComment: "Belt still squeals",
        },
      ],
    });
    const steps = await screen.findByRole("list", { name: "Review steps" });
    expect(within(steps).getByText("Level 1")).toBeTruthy();
    expect(within(steps).getByText("Rejected")).toBeTruthy();
    expect(within(steps).getByText(/Requested by Marcus Reyes/)).toBeTruthy();
    expect(within(steps).getByText("“Belt replaced”")).toBeTruthy();
    expect(within(steps).getByText(/Rejected by Dana Whitaker/)).toBeTruthy();
    expect(within(steps).getByText("“Belt still squeals”")).toBeTruthy();
    expect(screen.getByText("Locked")).toBeTruthy();
    expect(screen.getByText("Archived")).toBeTruthy();
    expect(screen.getByText("2 review levels")).toBeTruthy();
  });

  it(
    "requests approval with the comment and shows the review the server answers",
    async () => {
      const { user } = show({ ...REVIEW, CanRequestApproval: true });
      answerStep(
        { ...REVIEW, ReviewApprovalLabel: "Awaiting Approval", Steps: [AWAITING_STEP] },
        "Approval of WO-000007 requested.",
      );
      await user.click(await screen.findByRole("button", { name: "Request approval" }));
      const dialog = await screen.findByRole("dialog", { name: "Request approval of WO-000007?" });
      await user.type(within(dialog).getByRole("textbox", { name: "Comment (optional)" }), "Belt replaced");
      await user.click(within(dialog).getByRole("button", { name: "Request approval" }));
      expect(await screen.findByText("Approval of WO-000007 requested.")).toBeTruthy();
      expect(sent("RequestApproval")).toEqual([{ TaskId: 7, Comment: "Belt replaced" }]);
      // The review's chip and the step's.
      expect(await screen.findAllByText("Awaiting Approval", { selector: ".MuiChip-label" })).toHaveLength(2);
      await waitFor(() => expect(buttons()).toEqual([]));
    },
    DIALOG_MS,
  );

  it(
    "asks for a comment before rejecting, then sends it",
    async () => {
      const { user } = show({ ...REVIEW, CanApprove: true, CanReject: true, Steps: [AWAITING_STEP] });
      await user.click(await screen.findByRole("button", { name: "Reject" }));
      const dialog = await screen.findByRole("dialog", { name: "Reject WO-000007?" });
      await user.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(within(dialog).getByText("A comment is required to reject.")).toBeTruthy();
      expect(sent("DecideApproval")).toEqual([]);
      answerStep({ ...REVIEW, StatusId: TaskStatus.Rejected }, "WO-000007 rejected at level 1.");
      await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Still squeals");
      await user.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(await screen.findByText("WO-000007 rejected at level 1.")).toBeTruthy();
      expect(sent("DecideApproval")).toEqual([{ TaskId: 7, Decision: "Rejected", Comment: "Still squeals" }]);
    },
    DIALOG_MS,
  );

  it(
    "confirms before locking; answering no sends nothing",
    async () => {
      const { user } = show({ ...REVIEW, CanLock: true });
      await user.click(await screen.findByRole("button", { name: "Lock" }));
      const confirmDialog = await screen.findByRole("dialog", { name: "Lock WO-000007?" });
      await user.click(within(confirmDialog).getByRole("button", { name: "Cancel" }));
      expect(sent("SetLock")).toEqual([]);
      answerStep({ ...REVIEW, IsLocked: true, CanUnlock: true }, "WO-000007 locked.");
      await user.click(screen.getByRole("button", { name: "Lock" }));
      const again = await screen.findByRole("dialog", { name: "Lock WO-000007?" });
      await user.click(within(again).getByRole("button", { name: "Lock" }));
      expect(await screen.findByText("WO-000007 locked.")).toBeTruthy();
      expect(sent("SetLock")).toEqual([{ TaskId: 7, IsLocked: true }]);
      expect(await screen.findByRole("button", { name: "Unlock" })).toBeTruthy();
    },
    DIALOG_MS,
  );

  it("reads the review again when the task changes (a status move), offering what it now allows", async () => {
    const Harness = () => {
      const [updatedAt, setUpdatedAt] = useState("2026-11-20T16:00:00Z");
      return (
        <>
          <TaskReviewPanel task={{ Id: 7, UpdatedAt: updatedAt }} />
          <button type="button" onClick={() => setUpdatedAt("2026-11-20T17:00:00Z")}>
            Task changed
          </button>
        </>
      );
    };
    shown = REVIEW;
    const { user } = renderSignedIn(<Harness />, { modules: [VIEW_TASKS] });
    expect(await screen.findByText("Approval has not been requested yet.")).toBeTruthy();
    expect(buttons()).toEqual([]);
    shown = { ...REVIEW, CanRequestApproval: true };
    await user.click(screen.getByRole("button", { name: "Task changed" }));
    expect(await screen.findByRole("button", { name: "Request approval" })).toBeTruthy();
  });

  it("is not shown, nor read, without the right to view tasks", async () => {
    show({ ...REVIEW, CanRequestApproval: true }, []);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Review" })).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    "shows the server's refusal in red and reads the review again",
    async () => {
      const { user } = show({ ...REVIEW, CanApprove: true, Steps: [AWAITING_STEP] });
      fetchMock.mockImplementationOnce(async () =>
        json({ StatusMessage: "WO-000007 is not awaiting approval." }, 409),
      );
      await user.click(await screen.findByRole("button", { name: "Approve" }));
      const dialog = await screen.findByRole("dialog", { name: "Approve WO-000007?" });
      await user.click(within(dialog).getByRole("button", { name: "Approve" }));
      expect(await screen.findByText("WO-000007 is not awaiting approval.")).toBeTruthy();
      await waitFor(() =>
        expect(fetchMock.mock.calls.filter(([url]) => url.includes("GetTaskReview")).length).toBe(2),
      );
    },
    DIALOG_MS,
  );
});
