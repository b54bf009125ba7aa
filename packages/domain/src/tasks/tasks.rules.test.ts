import { describe, expect, it } from "vitest";
import { TaskStatus } from "./tasks.enums.ts";
import { isOpenTaskStatus, isOverdue, TASK_STATUS_LABELS, taskStatusLabel } from "./tasks.rules.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("work-order status rules", () => {
  it.each([
    [TaskStatus.NotStarted, true],
    [TaskStatus.InProgress, true],
    [TaskStatus.Paused, true],
    [TaskStatus.Rejected, true],
    // The technician accepted the job: the work is still to be done.
    [TaskStatus.Accepted, true],
    [TaskStatus.RejectedByCustomer, true],
    [TaskStatus.Completed, false],
    [TaskStatus.AcceptedByCustomer, false],
    [TaskStatus.AcceptedByReviewer2, false],
  ])("status %i is open: %s", (status, expected) => {
    expect(isOpenTaskStatus(status)).toBe(expected);
  });

  it.each([
    [new Date("2026-11-21T12:00:00Z"), TaskStatus.InProgress, true],
    [new Date("2026-11-23T12:00:00Z"), TaskStatus.InProgress, false],
    [new Date("2026-11-21T12:00:00Z"), TaskStatus.Completed, false],
    [null, TaskStatus.NotStarted, false],
  ])("due %s with status %i is overdue: %s", (dueDate, statusId, expected) => {
    expect(isOverdue({ dueDate, statusId, now: NOW })).toBe(expected);
  });

  it("labels every status", () => {
    for (const id of Object.values(TaskStatus)) expect(TASK_STATUS_LABELS[id]).toMatch(/^[A-Z]/);
    expect(taskStatusLabel(12)).toBe("Assigned to Technician");
    expect(taskStatusLabel(999)).toBe("Status 999");
  });
});
