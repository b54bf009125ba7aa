import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { PROGRESS_BUCKET_LABELS, progressBucketOf } from "@fieldstead/domain";
import { ProjectProgress } from "./project-progress.tsx";

const show = (done: number, total: number) =>
  render(<ProjectProgress done={done} total={total} bucket={progressBucketOf({ done, total })} />);

describe("a project's progress", () => {
  it.each([
    [0, 0, "Unable to calculate", "No tasks yet", 0],
    [0, 5, "No progress", "0 of 5 tasks done", 0],
    [1, 20, "Very low", "1 of 20 tasks done", 5],
    [2, 5, "Low–medium", "2 of 5 tasks done", 40],
    [4, 5, "Medium–high", "4 of 5 tasks done", 80],
    [5, 5, "High", "5 of 5 tasks done", 100],
  ])("shows %i of %i done as '%s', '%s' and a bar at %i %%", (done, total, bucket, count, percent) => {
    show(done, total);
    expect(screen.getByTestId("progress-bucket").textContent).toBe(bucket);
    expect(screen.getByTestId("progress-count").textContent).toBe(count);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe(String(percent));
    expect(bar.getAttribute("aria-label")).toContain(bucket);
  });

  it("moves to the next bucket when one more task is done past a threshold", () => {
    const { rerender } = show(3, 5);
    expect(screen.getByTestId("progress-bucket").textContent).toBe(PROGRESS_BUCKET_LABELS[55]);
    rerender(<ProjectProgress done={4} total={5} bucket={progressBucketOf({ done: 4, total: 5 })} />);
    expect(screen.getByTestId("progress-bucket").textContent).toBe(PROGRESS_BUCKET_LABELS[70]);
  });
});
