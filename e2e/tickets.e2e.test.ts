import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  TaskStatus,
  TicketStatus,
  WorkOrderType,
  type TaskDetail,
  type TicketDetail,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectNoRightsPage, expectText, waitForAppPath } from "./support/page-checks.ts";
import { dialog, pickOption } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const TECH = "tech@acme.example";
const MANAGER = "manager@acme.example";
const WAIT_MS = 15_000;

const api = demoApi(baseUrl);

/** A place of Acme the technician can pick in the ticket form. */
const acmePlace = async (): Promise<{ Id: number; Name: string }> => {
  const { Locations } = await api.call<{ Locations: { Id: number; Name: string }[] }>(
    TECH,
    "/Location/SearchLocations",
    { Search: "", Limit: 1 },
  );
  expect(Locations.length, "a location of Acme").toBeGreaterThan(0);
  return Locations[0]!;
};

const ticketIdOf = (page: Page): number => Number(/^\/ticketdetails\/(\d+)$/.exec(appPath(page))?.[1]);

describe("tickets", () => {
  let browsers: TestBrowser[] = [];
  const open = async (email: string): Promise<Page> => {
    const browser = await launchBrowser(baseUrl);
    browsers.push(browser);
    await signIn(browser.page, email);
    return browser.page;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    for (const browser of browsers) await browser.close();
  });

  it("a technician reports a ticket; the facility manager makes it a work order for the technician and opens it", async () => {
    const place = await acmePlace();
    const title = `Valve weeping in the plant room ${Date.now().toString(36)}`;

    // The technician reports the problem from the ticket list.
    const tech = await open(TECH);
    await visit(tech, "/#/ticketModuling");
    await expectHeading(tech, "Tickets");
    await tech.getByRole("button", { name: "New ticket", exact: true }).click();
    const form = dialog(tech, "New ticket");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description", { exact: true }).fill("A slow drip from the isolation valve.");
    await pickOption(tech, "Location", place.Name, place.Name);
    await form.getByRole("button", { name: "Report ticket", exact: true }).click();
    await waitForAppPath(tech, /^\/ticketdetails\/\d+$/);
    const ticketId = ticketIdOf(tech);
    const reported = await api.call<TicketDetail>(TECH, `/Ticket/GetTicket?Id=${ticketId}`, undefined, {
      method: "GET",
    });
    expect(reported).toMatchObject({ Title: title, StatusId: TicketStatus.Open, LocationId: place.Id });
    await expectHeading(tech, reported.TicketNumber);
    await expectText(tech, title);
    await expectText(tech, "Open");
    // Turning tickets into work orders is the office's: no button, and the server refuses it.
    expect(await tech.getByRole("button", { name: "Create work order" }).count()).toBe(0);
    const refused = await api.raw(TECH, "/Ticket/ConvertToWorkOrder", {
      body: { TicketId: ticketId, TypeId: WorkOrderType.CorrectiveMaintenance },
    });
    expect(refused.status).toBe(403);

    // The facility manager finds it in the list and opens it.
    const manager = await open(MANAGER);
    await visit(manager, "/#/ticketModuling");
    await expectHeading(manager, "Tickets");
    await manager.getByLabel("Search tickets").fill(reported.TicketNumber);
    await expectText(manager, "1 row");
    const row = manager.locator('[role="row"][row-index="0"]').filter({ hasText: reported.TicketNumber });
    await row.first().waitFor({ timeout: WAIT_MS });
    await row.first().getByRole("gridcell").first().click();
    await waitForAppPath(manager, `/ticketdetails/${ticketId}`);
    await expectHeading(manager, reported.TicketNumber);

    // … and makes it a work order assigned to the technician.
    await manager.getByRole("button", { name: "Create work order", exact: true }).click();
    const convert = dialog(manager, `Create a work order from ${reported.TicketNumber}`);
    await pickOption(manager, "Assignee", "Reyes", "Marcus Reyes");
    await convert.getByLabel("Planned date", { exact: true }).fill("2026-12-01T08:00");
    await convert.getByLabel("Due date", { exact: true }).fill("2026-12-02T17:00");
    await convert.getByRole("button", { name: "Create work order", exact: true }).click();
    await convert.waitFor({ state: "hidden", timeout: WAIT_MS });
    await expectText(manager, "Converted");
    const converted = await api.call<TicketDetail>(MANAGER, `/Ticket/GetTicket?Id=${ticketId}`, undefined, {
      method: "GET",
    });
    expect(converted.StatusId).toBe(TicketStatus.Converted);
    expect(converted.WorkOrderNumber).toMatch(/^WO-\d{4}-\d{5}$/);
    await expectText(manager, converted.WorkOrderNumber!, { exact: false });
    expect(await manager.getByRole("button", { name: "Create work order" }).count()).toBe(0);

    // The link leads to the work order's page, at the ticket's place, for the technician.
    await manager.getByRole("link", { name: "Open work order", exact: true }).click();
    await waitForAppPath(manager, `/TaskOperations/details/${converted.WorkOrderId}`);
    await expectHeading(manager, converted.WorkOrderNumber!);
    await expectText(manager, title);
    const workOrder = await api.call<TaskDetail>(
      TECH,
      `/Task/GetTask?Id=${converted.WorkOrderId}`,
      undefined,
      { method: "GET" },
    );
    expect(workOrder).toMatchObject({
      Summary: title,
      LocationId: place.Id,
      StatusId: TaskStatus.AssignedToTechnician,
      PlannedDate: "2026-12-01T15:00:00.000Z",
    });
    expect(workOrder.AssigneeName).toBe("Marcus Reyes");
  });

  it("shows the same list at /workOrders, and sends a role without the Work Orders screen to no-rights", async () => {
    const manager = await open(MANAGER);
    await visit(manager, "/#/workOrders");
    await expectHeading(manager, "Tickets");
    await manager
      .getByText(/^\d+ rows$/)
      .first()
      .waitFor({ timeout: WAIT_MS });

    const viewer = await open("viewer@acme.example");
    await visit(viewer, "/#/ticketModuling");
    await expectNoRightsPage(viewer);
  });
});
