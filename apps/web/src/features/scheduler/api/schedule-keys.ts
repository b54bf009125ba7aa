/** Every read of the schedule sits under this key, so a move reads every range again. */
export const SCHEDULE_KEY = ["schedule"] as const;
