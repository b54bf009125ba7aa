import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  TaskStatus,
  type AssetListRow,
  type ListReply,
  type TaskListRow,
  type TaskShareRow,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { dialog, pickOption } from "./support/pickers.ts";
import { newAssignedWorkOrder } from "./support/work-orders.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
const api = demoApi(baseUrl);

const workOrders = async (email: string, body: Record<string, unknown>): Promise<TaskListRow[]> =>
  (await api.call<ListReply<TaskListRow>>(email, "/Task/GetTaskList", { PageSize: 200, ...body })).Rows;

/** The signed-in employee's id, from the sign-in record. */
const employeeIdOf = async (email: string): Promise<number> =>
  ((await api.signIn(email)) as unknown as { EmployeeId: number }).EmployeeId;

const openTab = async (page: Page, taskId: number, number: string, tab: string) => {
  await visit(page, `/#/TaskOperations/details/${taskId}`);
  await expectHeading(page, number);
  await page.getByRole("tab", { name: tab, exact: true }).click();
};

const addLink = async (page: Page, number: string, kind: "Work order" | "Asset", search: string) => {
  await page.getByRole("button", { name: "Add link", exact: true }).click();
  const box = dialog(page, `Link ${number}`);
  await box.waitFor({ timeout: WAIT_MS });
  if (kind === "Asset") await box.getByRole("button", { name: "Asset", exact: true }).click();
  await pickOption(page, kind, search, search);
  await box.getByRole("button", { name: "Add link", exact: true }).click();
  await box.waitFor({ state: "hidden", timeout: WAIT_MS });
};

describe("links, sharing and the timeline of work orders", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("the administrator links a work order to an asset and to another work order, sees both, and opens the asset", async () => {
    const [first, second] = await workOrders(ADMIN, {
      FilterModel: { StatusId: { filterType: "set", values: [TaskStatus.NotStarted] } },
    });
    expect(second, "two work orders that have not started").toBeTruthy();
    const [asset] = (
      await api.call<ListReply<AssetListRow>>(ADMIN, "/FixedAsset/GetAssetList", { PageSize: 1 })
    ).Rows;
    const { page } = browser;
    await signIn(page, ADMIN);
    await openTab(page, first!.Id, first!.WorkOrderNumber, "Links");
    await expectText(page, "No work orders are linked with this one.");

    await addLink(page, first!.WorkOrderNumber, "Work order", second!.WorkOrderNumber);
    const linkedOrders = page.getByRole("table", { name: "Linked work orders" });
    await linkedOrders.getByRole("link", { name: second!.WorkOrderNumber }).waitFor({ timeout: WAIT_MS });
    await addLink(page, first!.WorkOrderNumber, "Asset", asset!.AssetTag);
    const linkedAssets = page.getByRole("table", { name: "Linked assets" });
    await linkedAssets.getByRole("link", { name: asset!.AssetTag }).waitFor({ timeout: WAIT_MS });
    await expectText(page, asset!.Name);
    expect(await linkedOrders.getByText(second!.Summary).count()).toBe(1);

    // The other work order shows the link too.
    const links = await api.call<{ Tasks: { TaskId: number; Direction: string }[] }>(
      ADMIN,
      `/Task/GetTaskLinks?Id=${second!.Id}`,
      undefined,
      { method: "GET" },
    );
    expect(links.Tasks).toEqual([expect.objectContaining({ TaskId: first!.Id, Direction: "Incoming" })]);

    await linkedAssets.getByRole("link", { name: asset!.AssetTag }).click();
    await waitForAppPath(page, `/fixedAssetManagement/asset-detailing/${asset!.Id}`);
    await expectText(page, asset!.AssetTag);
  });

  it("the administrator shares a work order with the technician, who finds it under 'Shared with me'", async () => {
    const techId = await employeeIdOf(TECH);
    const techName = (await api.signIn(TECH)).EmpFullName;
    const candidates = await workOrders(ADMIN, {
      FilterModel: { StatusId: { filterType: "set", values: [TaskStatus.InProgress] } },
    });
    const workOrder = candidates.find((w) => w.AssigneeId !== techId);
    expect(workOrder, "an in-progress work order not assigned to the technician").toBeTruthy();
    const { page } = browser;
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await signIn(page, ADMIN);
    await visit(page, `/#/TaskOperations/details/${workOrder!.Id}`);
    await expectHeading(page, workOrder!.WorkOrderNumber);

    await page.getByRole("button", { name: "Share", exact: true }).click();
    const box = dialog(page, `Share ${workOrder!.WorkOrderNumber}`);
    await box.waitFor({ timeout: WAIT_MS });
    await box.getByRole("button", { name: "Copy link", exact: true }).click();
    await expectText(page, `The address of ${workOrder!.WorkOrderNumber} is copied.`);
    const copied = await page.evaluate<string>("navigator.clipboard.readText()");
    expect(copied).toBe(`${baseUrl}/#/TaskOperations/details/${workOrder!.Id}`);
    await pickOption(page, "People", techName.split(" ")[0]!, techName);
    await box.getByLabel("Message (optional)").fill("Could you check the parts list?");
    await box.getByRole("button", { name: "Share", exact: true }).click();
    await box.waitFor({ state: "hidden", timeout: WAIT_MS });
    await expectText(page, `${workOrder!.WorkOrderNumber} shared with ${techName}.`);
    const shares = await api.call<TaskShareRow[]>(
      ADMIN,
      `/Task/GetTaskShares?Id=${workOrder!.Id}`,
      undefined,
      {
        method: "GET",
      },
    );
    expect(shares).toEqual([
      expect.objectContaining({ EmployeeId: techId, Message: "Could you check the parts list?" }),
    ]);

    const tech = await launchBrowser(baseUrl);
    try {
      const techPage = tech.page;
      await signIn(techPage, TECH);
      await visit(techPage, "/#/TaskOperations");
      await expectHeading(techPage, "Task Operations");
      await techPage.getByRole("tab", { name: "Shared with me", exact: true }).click();
      await waitForAppPath(techPage, "/TaskOperations?scope=shared");
      await expectText(techPage, "1 row");
      const row = techPage
        .locator('[role="row"][row-index="0"]')
        .filter({ hasText: workOrder!.WorkOrderNumber });
      await row.first().waitFor({ timeout: WAIT_MS });
      await row.first().getByRole("gridcell").first().click();
      await waitForAppPath(techPage, `/TaskOperations/details/${workOrder!.Id}`);
      await expectHeading(techPage, workOrder!.WorkOrderNumber);
    } finally {
      await tech.close();
    }
  });

  it("the Timeline tab of a work order that has moved shows each status it was in", async () => {
    // A work order of its own: the seeded ones are moved by other journeys on this worker's server.
    const workOrder = await newAssignedWorkOrder(api, {
      admin: ADMIN,
      assignee: TECH,
      summary: "Tighten the loading-dock leveller",
    });
    await api.call(TECH, "/Task/ChangeStatus", {
      TaskId: workOrder!.Id,
      ToStatusId: TaskStatus.TravelingToLocation,
    });
    await api.call(TECH, "/Task/ChangeStatus", {
      TaskId: workOrder!.Id,
      ToStatusId: TaskStatus.ArrivedAtLocation,
    });

    const { page } = browser;
    await signIn(page, ADMIN);
    await openTab(page, workOrder!.Id, workOrder!.WorkOrderNumber, "Timeline");
    const table = page.getByRole("table", { name: "Statuses" });
    await table.waitFor({ timeout: WAIT_MS });
    const rows = table.getByRole("row");
    expect(await rows.count()).toBe(4);
    const statuses = await table.locator("tbody tr td:first-child").allInnerTexts();
    expect(statuses).toEqual(["Assigned to Technician", "Traveling to Location", "Arrived at Location"]);
    expect(await table.locator("tbody tr:last-child").innerText()).toContain("Now");
    await page.getByRole("img", { name: /^Statuses over time: Assigned to Technician / }).waitFor();
    await expectText(page, "Created");
  });
});
