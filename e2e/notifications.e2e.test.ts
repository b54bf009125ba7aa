import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page } from "playwright-core";
import { ROLE_CHANGED_MESSAGE, WorkOrderType } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const VIEWER = "viewer@acme.example";
const WAIT_MS = 15_000;

const api = demoApi(baseUrl);
const employeeId = async (email: string) =>
  ((await api.signIn(email)) as unknown as { EmployeeId: number }).EmployeeId;

/** The unread count the bell announces ('Notifications (12 unread)'), 0 when it announces none. */
const unreadOf = async (bell: Locator): Promise<number> => {
  const label = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
};

describe("notifications and the hub", () => {
  const browsers: TestBrowser[] = [];
  const open = async (email: string): Promise<Page> => {
    const browser = await launchBrowser(baseUrl);
    browsers.push(browser);
    await signIn(browser.page, email);
    return browser.page;
  };
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((b) => b.close()));
  });

  it("shows the technician a work order assigned to them at once, and opens it from the panel", async () => {
    const page = await open(TECH);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    // The demo technician has unread notifications: the count arrives with the first page.
    await expect.poll(() => unreadOf(bell), { timeout: WAIT_MS }).toBeGreaterThan(0);
    const before = await unreadOf(bell);
    await expect.poll(() => page.title(), { timeout: WAIT_MS }).toBe(`Fieldstead (${before})`);
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("Mark All as Read").waitFor({ timeout: WAIT_MS });

    // The administrator assigns a new work order to the technician (elsewhere, through the API).
    const created = await api.call<{ Task: { Id: number; WorkOrderNumber: string } }>(
      ADMIN,
      "/Task/CreateTask",
      {
        Summary: "Replace the loading-dock door seal",
        TypeId: WorkOrderType.CorrectiveMaintenance,
        AssigneeId: await employeeId(TECH),
      },
    );
    const { Id, WorkOrderNumber } = created.Task;

    // Without a reload: the item appears in the open panel, the count and the title rise.
    const item = panel.getByRole("listitem").filter({ hasText: WorkOrderNumber }).first();
    await item.waitFor({ timeout: WAIT_MS });
    await expect.poll(() => unreadOf(bell), { timeout: WAIT_MS }).toBe(before + 1);
    expect(await page.title()).toBe(`Fieldstead (${before + 1})`);

    // Clicking it marks it read and opens the work order.
    await item.click();
    await waitForAppPath(page, `/TaskOperations/details/${Id}`);
    await expectText(page, WorkOrderNumber, { exact: false });
    await expect.poll(() => unreadOf(bell), { timeout: WAIT_MS }).toBe(before);
  });

  it("tells a user whose role is changed, then signs them out", async () => {
    const viewerId = await employeeId(VIEWER);
    const roles = await api.call<{ Roles: { RoleId: number; RoleName: string }[] }>(
      ADMIN,
      "/Shared/GetUsersOrRolesOrGroups?IsRoleReq=true",
      undefined,
      { method: "GET" },
    );
    const viewerRole = roles.Roles.find((r) => r.RoleName === "Viewer")!;
    const otherRole = roles.Roles.find((r) => r.RoleName === "Lease Manager")!;
    const viewer = await open(VIEWER);
    await viewer.getByRole("button", { name: /^Notifications/ }).waitFor({ timeout: WAIT_MS });

    const admin = await open(ADMIN);
    await visit(admin, "/#/userAdministration");
    await admin.getByLabel("Search users").fill("viewer@acme");
    const select = admin.getByLabel(/^Role of /);
    await expect.poll(() => select.count(), { timeout: WAIT_MS }).toBe(1);
    await select.selectOption({ label: otherRole.RoleName });
    // The administrator is told what the user will see: a sign-out within one minute, not 'at once'.
    const question = admin.getByRole("dialog", { name: "Change the role?" });
    expect(await question.innerText()).toContain("signs them out within one minute");
    expect(ROLE_CHANGED_MESSAGE).toContain("within one minute");
    await admin.getByRole("button", { name: "Change role" }).click();

    try {
      // The viewer's open tab: the red message at once, the sign-in page after 15 s, no Session Expired dialog.
      await viewer.getByText(ROLE_CHANGED_MESSAGE).waitFor({ timeout: WAIT_MS });
      await expect.poll(() => appPath(viewer), { timeout: 25_000 }).toMatch(/^\/user\/login/);
      expect(await viewer.getByText("Session Expired").count()).toBe(0);
    } finally {
      // Put the demo account back as it was.
      await api.call(ADMIN, "/Employee/ChangeUserRole", { EmployeeId: viewerId, RoleId: viewerRole.RoleId });
    }
  }, 60_000);
});
