/** The approval queues (portal-platform §2.2): the reviewer's, and the requester's own. */
export const APPROVALS_PATH = "/Approvals";
export const TASKS_APPROVALS_PATH = "/TasksApprovals";

/** A work order's page, where a queue's row leads. */
export const taskPagePath = (taskId: number): string => `/TaskOperations/details/${taskId}`;
