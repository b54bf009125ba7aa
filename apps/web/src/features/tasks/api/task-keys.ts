/** Everything the task pages read starts with this key, so a status move refreshes it all at once. */
export const TASKS_KEY = ["tasks"] as const;
