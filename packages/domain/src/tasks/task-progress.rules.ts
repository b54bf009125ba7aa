import { ProgressBucket, type ProgressBucketValue } from "./tasks.enums.ts";

/** The buckets above NoProgress, highest first (portal-platform §3.7). */
const RISING_BUCKETS: readonly ProgressBucketValue[] = [
  ProgressBucket.High,
  ProgressBucket.MediumHigh,
  ProgressBucket.Medium,
  ProgressBucket.LowMedium,
  ProgressBucket.Low,
  ProgressBucket.VeryLow,
];

/**
 * A project's progress bucket from its tasks: UnableToCalculate without tasks, NoProgress while none is done,
 * otherwise the highest bucket whose value the share of done tasks reaches (any progress at all is at least
 * VeryLow; 85 % and more is High).
 */
export const progressBucketOf = ({ done, total }: { done: number; total: number }): ProgressBucketValue => {
  if (total <= 0) return ProgressBucket.UnableToCalculate;
  if (done <= 0) return ProgressBucket.NoProgress;
  const percent = (Math.min(done, total) / total) * 100;
  return RISING_BUCKETS.find((bucket) => percent >= bucket) ?? ProgressBucket.VeryLow;
};

export const PROGRESS_BUCKET_LABELS: Readonly<Record<ProgressBucketValue, string>> = {
  [ProgressBucket.UnableToCalculate]: "Unable to calculate",
  [ProgressBucket.NoProgress]: "No progress",
  [ProgressBucket.VeryLow]: "Very low",
  [ProgressBucket.Low]: "Low",
  [ProgressBucket.LowMedium]: "Low–medium",
  [ProgressBucket.Medium]: "Medium",
  [ProgressBucket.MediumHigh]: "Medium–high",
  [ProgressBucket.High]: "High",
};

/** Assignee colours (portal-platform §3.6): 8 classes handed out in turn, one per assignee. */
export const ASSIGNEE_COLOUR_COUNT = 8;

/** Each assignee's colour class (0–7), in the order the assignees first appear; a repeat keeps its colour. */
export const assigneeColours = (assigneeIds: readonly number[]): Map<number, number> => {
  const colours = new Map<number, number>();
  for (const id of assigneeIds) if (!colours.has(id)) colours.set(id, colours.size % ASSIGNEE_COLOUR_COUNT);
  return colours;
};
