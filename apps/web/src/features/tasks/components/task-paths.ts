/** The task list (portal-platform §2.3) and a task's page under its detail prefix. */
export const TASKS_PATH = "/TaskOperations";

export const taskDetailPath = (id: number): string => `${TASKS_PATH}/details/${id}`;

export const TASKS_ENTRY = { kind: "link", label: "Task Operations", to: TASKS_PATH } as const;
