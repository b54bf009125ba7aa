import { describe, expect, it } from "vitest";
import { ProgressBucket } from "./tasks.enums.ts";
import { assigneeColours, progressBucketOf } from "./task-progress.rules.ts";

describe("project progress buckets", () => {
  it.each([
    [0, 0, ProgressBucket.UnableToCalculate],
    [0, 12, ProgressBucket.NoProgress],
    [1, 100, ProgressBucket.VeryLow],
    [10, 100, ProgressBucket.VeryLow],
    [25, 100, ProgressBucket.Low],
    [2, 5, ProgressBucket.LowMedium],
    [55, 100, ProgressBucket.Medium],
    [7, 10, ProgressBucket.MediumHigh],
    [84, 100, ProgressBucket.MediumHigh],
    [17, 20, ProgressBucket.High],
    [20, 20, ProgressBucket.High],
  ])("%i of %i tasks done is bucket %i", (done, total, bucket) =>
    expect(progressBucketOf({ done, total })).toBe(bucket),
  );
});

describe("assignee colours", () => {
  it("hands out 8 colours in turn, one per assignee, a repeat keeping its colour", () => {
    const ids = [41, 7, 41, 3, 9, 12, 15, 18, 21, 33, 7];
    const colours = assigneeColours(ids);
    expect([...colours.entries()]).toEqual([
      [41, 0],
      [7, 1],
      [3, 2],
      [9, 3],
      [12, 4],
      [15, 5],
      [18, 6],
      [21, 7],
      [33, 0],
    ]);
  });
});
