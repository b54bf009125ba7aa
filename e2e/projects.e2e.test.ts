import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  isOpenTaskStatus,
  PROGRESS_BUCKET_LABELS,
  progressBucketOf,
  TaskStatus,
  type ListReply,
  type ProjectDetail,
  type ProjectListRow,
  type TaskDetail,
  type TaskListRow,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;
const api = demoApi(baseUrl);
const asAdmin = <T>(path: string, body: unknown) => api.call<T>(ADMIN, path, body);
const getAsAdmin = <T>(path: string) => api.call<T>(ADMIN, path, undefined, { method: "GET" });

/** The moves towards Completed, best first: straight there, else the next step of the field chain. */
const PREFERRED = [
  TaskStatus.Completed,
  TaskStatus.InProgress,
  TaskStatus.ArrivedAtLocation,
  TaskStatus.TravelingToLocation,
  TaskStatus.AssignedToTechnician,
] as number[];

/**
 * Moves a task to Completed along the moves its page allows, as the administrator: the best preferred move,
 * else (from a paused or rejected task) any move to a status not yet passed through.
 */
const complete = async (taskId: number): Promise<void> => {
  const passed = new Set<number>();
  for (let step = 0; step < 10; step += 1) {
    const task = await getAsAdmin<TaskDetail>(`/Task/GetTask?Id=${taskId}`);
    if (task.StatusId === TaskStatus.Completed) return;
    passed.add(task.StatusId);
    const allowed = task.AllowedMoves.map((m) => m.ToStatusId);
    const next =
      PREFERRED.find((s) => allowed.includes(s)) ??
      allowed.find((s) => !passed.has(s) && s !== TaskStatus.ResetDate);
    expect(next, `a move towards Completed from ${task.StatusName}`).toBeDefined();
    await asAdmin("/Task/ChangeStatus", { TaskId: taskId, ToStatusId: next, Comment: "Done on site" });
  }
  expect((await getAsAdmin<TaskDetail>(`/Task/GetTask?Id=${taskId}`)).StatusId).toBe(TaskStatus.Completed);
};

/** Whether the administrator's moves on this task lead towards Completed (a type without move rows has none). */
const isCompletable = async (taskId: number): Promise<boolean> => {
  const task = await getAsAdmin<TaskDetail>(`/Task/GetTask?Id=${taskId}`);
  return task.AllowedMoves.some((m) => PREFERRED.includes(m.ToStatusId));
};

/**
 * A seeded project with enough open tasks the administrator can complete to reach its next bucket, with its
 * tasks (the one task list, by ProjectId) and those completable ones.
 */
const projectToProgress = async () => {
  const { Rows } = await asAdmin<ListReply<ProjectListRow>>("/Project/GetProjectList", {
    PageSize: 500,
    SortModel: [{ colId: "TaskCount", sort: "asc" }],
  });
  for (const project of Rows.filter((r) => r.TaskCount > 0 && r.DoneCount < r.TaskCount)) {
    const { Rows: taskRows } = await asAdmin<ListReply<TaskListRow>>("/Task/GetTaskList", {
      ProjectId: project.Id,
      PageSize: 500,
    });
    expect(taskRows).toHaveLength(project.TaskCount);
    const completable: TaskListRow[] = [];
    for (const task of taskRows.filter((t) => isOpenTaskStatus(t.StatusId)))
      if (await isCompletable(task.Id)) completable.push(task);
    const reached = progressBucketOf({
      done: project.DoneCount + completable.length,
      total: project.TaskCount,
    });
    if (completable.length > 0 && reached !== project.ProgressBucket)
      return { project, taskRows, completable };
  }
  throw new Error("no seeded project has open tasks the administrator can complete past a threshold");
};

const progressShown = async (page: Page) => ({
  bucket: (await page.getByTestId("progress-bucket").textContent())?.trim(),
  count: (await page.getByTestId("progress-count").textContent())?.trim(),
});

describe("projects, end to end", () => {
  let browser: TestBrowser;
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("an administrator creates a project, finds it in the list and opens it", async () => {
    const { page } = browser;
    const code = `E2E-${run}`;
    const name = `Car park resurfacing ${run}`;
    await signIn(page, ADMIN);
    await visit(page, "/#/ProjectManagement");
    await expectHeading(page, "Projects");
    await page.getByRole("button", { name: "Create project" }).click();
    const form = dialog(page, "Create project");
    await form.getByLabel("Code").fill(code);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Start date").fill("2026-06-01");
    await form.getByLabel("End date").fill("2026-05-01");
    await form.getByRole("button", { name: "Create project" }).click();
    await expectText(page, "The end date cannot be before the start date.");
    await form.getByLabel("End date").fill("2026-08-31");
    await form.getByRole("button", { name: "Create project" }).click();
    await waitForAppPath(page, /^\/ProjectManagement\/projectDetails\/\d+$/);
    await expectHeading(page, name);
    expect(await progressShown(page)).toEqual({ bucket: "Unable to calculate", count: "No tasks yet" });
    await expectText(page, `Project ${code} created`);
    await expectText(page, "Jun 01, 2026");

    await visit(page, "/#/ProjectManagement");
    const row = page.locator('[role="row"]').filter({ hasText: code });
    await row.first().waitFor({ timeout: WAIT_MS });
    await row.first().getByRole("gridcell").first().click();
    await waitForAppPath(page, /^\/ProjectManagement\/projectDetails\/\d+$/);
    await expectHeading(page, name);
  });

  it("completing a seeded project's open tasks shows on its page as more done and, past a threshold, a higher bucket", async () => {
    const { page } = browser;
    const { project, taskRows, completable } = await projectToProgress();
    await signIn(page, ADMIN);
    await visit(page, `/#/ProjectManagement/projectDetails/${project.Id}`);
    await expectHeading(page, project.Name);
    await expectText(page, taskRows[0]!.WorkOrderNumber);
    const before = await progressShown(page);
    expect(before).toEqual({
      bucket: PROGRESS_BUCKET_LABELS[project.ProgressBucket],
      count: `${project.DoneCount} of ${project.TaskCount} tasks done`,
    });

    // Enough of the open tasks to reach the next bucket.
    let done = project.DoneCount;
    for (const task of completable) {
      await complete(task.Id);
      done += 1;
      if (progressBucketOf({ done, total: project.TaskCount }) !== project.ProgressBucket) break;
    }
    const after = await getAsAdmin<ProjectDetail>(`/Project/GetProject?Id=${project.Id}`);
    expect(after.DoneCount).toBe(done);

    await page.reload();
    await expectHeading(page, project.Name);
    await expectText(page, `${done} of ${project.TaskCount} tasks done`);
    const shown = await progressShown(page);
    expect(shown.bucket).toBe(PROGRESS_BUCKET_LABELS[progressBucketOf({ done, total: project.TaskCount })]);
    expect(shown.bucket).not.toBe(before.bucket);
  });
});
