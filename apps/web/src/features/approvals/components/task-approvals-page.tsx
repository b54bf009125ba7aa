import { ApprovalQueuePage } from "./approval-queue-page.tsx";

/** /TasksApprovals: the approvals the caller asked for, and how each was decided. */
export const TaskApprovalsPage = () => (
  <ApprovalQueuePage
    queue="Requested"
    title="Task Approvals"
    intro="The work orders you sent for approval: those still awaiting a reviewer, and how the others were decided."
  />
);
