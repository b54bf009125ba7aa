import { ApprovalQueuePage } from "./approval-queue-page.tsx";

/** /Approvals: the work orders awaiting the caller's review, and the ones they approved or rejected. */
export const ApprovalsPage = () => (
  <ApprovalQueuePage
    queue="Review"
    title="Approvals"
    intro="Completed work orders awaiting your review at the levels your role reviews, and the ones you decided."
  />
);
