import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
const ASSIGNED = 12;
const TRAVELING = 13;
/** Statuses from which the administrator may put a work order back to 'Assigned to Technician' (the seed's moves). */
const ASSIGNABLE_FROM = [0, 100, 17];
const TRANSITION = "Assigned to Technician → Traveling to Location";

type WorkOrder = { Id: number; WorkOrderNumber: string; TypeId: number; TypeName: string; StatusId: number };
type MatrixRow = {
  FromStatusId: number;
  ToStatusId: number;
  RoleId: number;
  Role: string;
  IsEnabled: boolean;
};
type Matrix = { TaskTypeId: number; Roles: { RoleId: number; Role: string }[]; Rows: MatrixRow[] };

const api = demoApi(baseUrl);
const matrixOf = (typeId: number) =>
  api.call<Matrix>(ADMIN, `/TaskConfiguration/GetTransitionMatrix?TaskTypeId=${typeId}`, undefined, {
    method: "GET",
  });
const travelRows = (matrix: Matrix) =>
  matrix.Rows.filter((r) => r.FromStatusId === ASSIGNED && r.ToStatusId === TRAVELING && r.RoleId !== 0);
const techMove = (workOrder: WorkOrder) =>
  api.raw(TECH, "/Task/ChangeStatus", { body: { TaskId: workOrder.Id, ToStatusId: TRAVELING } });

/** One of the technician's work orders standing at 'Assigned to Technician' (put there by the administrator). */
const assignedWorkOrder = async (): Promise<WorkOrder> => {
  const { Rows } = await api.call<{ Rows: WorkOrder[] }>(TECH, "/Task/GetTaskList", {
    Scope: "Mine",
    PageSize: 500,
  });
  const ready = Rows.find((w) => w.StatusId === ASSIGNED);
  if (ready) return ready;
  const movable = Rows.find((w) => ASSIGNABLE_FROM.includes(w.StatusId));
  expect(movable, "a work order of the technician that can be assigned").toBeTruthy();
  await api.call(ADMIN, "/Task/ChangeStatus", { TaskId: movable!.Id, ToStatusId: ASSIGNED });
  return { ...movable!, StatusId: ASSIGNED };
};

/** The switch of a role (or 'All Access') for the transition; waits until it shows `isOn`. */
const expectSwitch = async (page: Page, role: string, isOn: boolean) => {
  const toggle = page.getByRole("switch", { name: `${role}: ${TRANSITION}`, exact: true });
  await toggle.waitFor({ timeout: WAIT_MS });
  await expect.poll(() => toggle.isChecked(), { timeout: WAIT_MS }).toBe(isOn);
  return toggle;
};

describe("status transition rules", () => {
  let browser: TestBrowser;
  let restore: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(async () => {
    // Other journeys of the run rely on the seeded moves: the transition goes back to how it was.
    await restore?.();
    await browser?.close();
  });

  it("an administrator takes a move away from the technician, who is refused, then gives it to every role", async () => {
    const { page } = browser;
    const workOrder = await assignedWorkOrder();
    const before = await matrixOf(workOrder.TypeId);
    const techRole = before.Roles.find((r) => r.Role === "Field Technician")!;
    expect(techRole, "the technician's role in the matrix").toBeTruthy();
    restore = async () => {
      for (const row of travelRows(before))
        await api.call(ADMIN, "/TaskConfiguration/SetTransition", {
          TaskTypeId: workOrder.TypeId,
          FromStatusId: ASSIGNED,
          ToStatusId: TRAVELING,
          RoleId: row.RoleId,
          IsEnabled: row.IsEnabled,
        });
    };

    // The administrator takes the move away from the technician's role.
    await signIn(page, ADMIN);
    await visit(page, "/#/TaskConfigurationManagement");
    await expectHeading(page, "Task Configuration");
    await expectText(page, "Changes apply to the next status move.");
    await page.getByRole("combobox", { name: "Task type" }).click();
    await page.getByRole("option", { name: workOrder.TypeName, exact: true }).click();
    const techSwitch = await expectSwitch(page, techRole.Role, true);
    await techSwitch.click();
    await expectSwitch(page, techRole.Role, false);
    await expectSwitch(page, "All Access", false);
    await expect
      .poll(async () =>
        travelRows(await matrixOf(workOrder.TypeId)).find((r) => r.RoleId === techRole.RoleId),
      )
      .toMatchObject({ IsEnabled: false });

    // The technician's next move is refused.
    const refused = await techMove(workOrder);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { StatusMessage: string }).StatusMessage).toBe(
      "Your role cannot move this work order from 'Assigned to Technician' to 'Traveling to Location'.",
    );

    // 'All Access' gives the move to every role, the technician's included.
    await (await expectSwitch(page, "All Access", false)).click();
    await expectSwitch(page, "All Access", true);
    await expectSwitch(page, techRole.Role, true);
    await expect
      .poll(async () => travelRows(await matrixOf(workOrder.TypeId)).every((r) => r.IsEnabled))
      .toBe(true);
    const moved = await techMove(workOrder);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { Task } = (await moved.json()) as { Task: { StatusId: number } };
    expect(Task.StatusId).toBe(TRAVELING);
  });
});
