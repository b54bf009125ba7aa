import { defineListColumns } from "../../lists/list-columns.ts";

/** The approval queues' columns (Task/GetApprovalQueue): their grid and their server query. */
export const APPROVAL_QUEUE_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  TaskId: { label: "Task id", type: "number" },
  WorkOrderNumber: { label: "Work order", type: "text" },
  Summary: { label: "Summary", type: "text" },
  Level: { label: "Level", type: "set" },
  RequestedByName: { label: "Requested by", type: "text" },
  RequestedAt: { label: "Requested", type: "date", showsTime: true },
  ReviewerName: { label: "Reviewer", type: "text" },
  DecidedAt: { label: "Decided", type: "date", showsTime: true },
  Comment: { label: "Comment", type: "text" },
});
