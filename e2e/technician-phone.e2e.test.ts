import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { WorkOrderType } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchMobileBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const api = demoApi(baseUrl);
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WIDTH = 390;
const WAIT_MS = 15_000;
const HOUR = 3_600_000;
/** The cards a phone reads at a time. */
const CARD_PAGE = 25;

type Row = {
  Id: number;
  WorkOrderNumber: string;
  Summary: string;
  StatusName: string;
  DueDate: string | null;
  IsOverdue: boolean;
};
type Reply = { Rows: Row[]; TotalCount: number };

/** The technician's own work orders in the phone's order: overdue first, then by planned date. */
const myWorkOrders = (pageSize: number) =>
  api.call<Reply>(TECH, "/Task/GetTaskList", {
    Scope: "Mine",
    PageSize: pageSize,
    SortModel: [
      { colId: "Urgency", sort: "asc" },
      { colId: "PlannedDate", sort: "asc" },
    ],
  });

const techEmployeeId = async () => ((await api.signIn(TECH)) as unknown as { EmployeeId: number }).EmployeeId;

const createForTech = (summary: string, planned: Date, due: Date, assigneeId: number) =>
  api.call(ADMIN, "/Task/CreateTask", {
    Summary: summary,
    TypeId: WorkOrderType.CorrectiveMaintenance,
    AssigneeId: assigneeId,
    PlannedDate: planned.toISOString(),
    DueDate: due.toISOString(),
  });

const cardList = (page: Page) => page.getByRole("list", { name: "Tasks and work orders" });
const cards = (page: Page) => cardList(page).getByRole("listitem");
/** A card's line, by its label ('Due', 'Location' …). */
const factOf = (card: Locator, label: string) => card.locator(`div:has(> dt:text-is("${label}")) > dd`);

/** Whether the element's box lies inside the window's width (and has a size). */
const isWithinWidth = async (element: Locator): Promise<boolean> => {
  const box = await element.boundingBox();
  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= WIDTH;
};

/** The work-order numbers of the cards shown, in order. */
const numbersShown = (page: Page) =>
  cards(page).evaluateAll((items) =>
    items.map((item) => /WO-[\d-]+/.exec(item.textContent ?? "")?.[0] ?? ""),
  );

/** The page's getComputedStyle, named without the DOM's types (these tests compile for Node). */
type Styled = { getComputedStyle(element: unknown): { color: string } };

const pageScrollWidth = (page: Page) => page.evaluate<number>("document.scrollingElement.scrollWidth");

describe("a technician on a phone (390×844)", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    const assigneeId = await techEmployeeId();
    const now = Date.now();
    // One job planned for now (today wherever the day is read), and enough of them to fill more than a page.
    await createForTech("Check the rooftop fans today", new Date(now), new Date(now + 48 * HOUR), assigneeId);
    const { TotalCount } = await myWorkOrders(1);
    for (let i = TotalCount; i <= CARD_PAGE + 5; i++)
      await createForTech(
        `Phone list filler ${i}`,
        new Date(now + (i + 3) * 24 * HOUR),
        new Date(now + (i + 4) * 24 * HOUR),
        assigneeId,
      );
  });
  beforeEach(async () => {
    browser = await launchMobileBrowser(baseUrl);
    await signIn(browser.page, TECH);
  });
  afterEach(() => browser?.close());

  it("sees 'Assigned to me' as cards, most urgent first, with status and due date in the width, and more as they scroll", async () => {
    const { page } = browser;
    const expected = await myWorkOrders(100);
    expect(expected.Rows[0]?.IsOverdue, "the technician has an overdue work order").toBe(true);
    await visit(page, "/#/TaskOperations");
    await expectHeading(page, "Task Operations");
    await page.getByRole("tab", { name: "Assigned to me" }).click();
    await waitForAppPath(page, "/TaskOperations?scope=mine");

    // The first page in the server's urgent order; at least five cards, each with its status and due date in view.
    const wanted = expected.Rows.slice(0, CARD_PAGE).map((r) => r.WorkOrderNumber);
    await expect.poll(() => numbersShown(page), { timeout: WAIT_MS }).toEqual(wanted);
    expect(await page.getByRole("grid").count()).toBe(0);
    for (const [index, row] of expected.Rows.slice(0, 5).entries()) {
      const card = cards(page).nth(index);
      expect(
        await isWithinWidth(card.getByText(row.StatusName, { exact: true })),
        `status of ${row.WorkOrderNumber}`,
      ).toBe(true);
      const due = factOf(card, "Due");
      expect(await isWithinWidth(due), `due date of ${row.WorkOrderNumber}`).toBe(true);
      expect((await due.textContent())?.length).toBeGreaterThan(0);
    }
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(WIDTH);

    // An overdue work order says so, in red.
    const overdue = factOf(cards(page).first(), "Due").getByText(/· Overdue$/);
    const colour = await overdue.evaluate(
      (element) => (globalThis as unknown as Styled).getComputedStyle(element).color,
    );
    const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(red, colour).toBeGreaterThan(150);
    expect(Math.max(green!, blue!), colour).toBeLessThan(100);

    // Scrolled to the end, the next page follows on.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count(), { timeout: WAIT_MS }).toBeGreaterThan(CARD_PAGE);
    expect((await numbersShown(page))[CARD_PAGE]).toBe(expected.Rows[CARD_PAGE]!.WorkOrderNumber);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(WIDTH);

    // One tap on a card's main action opens its work order.
    const first = expected.Rows[0]!;
    await cards(page).first().scrollIntoViewIfNeeded();
    await cards(page)
      .first()
      .getByRole("button", { name: `${first.WorkOrderNumber} ${first.Summary}` })
      .tap();
    await waitForAppPath(page, `/TaskOperations/details/${first.Id}`);
    await expectHeading(page, first.WorkOrderNumber);
  });

  it("finds their overdue and today's work orders first on the home page, each one tap from its page", async () => {
    const { page } = browser;
    await visit(page, "/#/dashboard");
    await expectHeading(page, "Dashboard");
    const mine = page.getByRole("region", { name: "My work" });
    await mine.waitFor({ timeout: WAIT_MS });
    const parts = await mine.getByRole("heading", { level: 3 }).allTextContents();
    expect(parts[0]).toMatch(/^Overdue · \d+/);
    expect(parts[1]).toMatch(/^Today · \d+/);
    // Before the organisation's figures.
    const figures = page.getByText("Open work orders", { exact: true });
    await figures.waitFor({ timeout: WAIT_MS });
    const [mineBox, figuresBox] = await Promise.all([mine.boundingBox(), figures.boundingBox()]);
    expect(mineBox!.y).toBeLessThan(figuresBox!.y);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(WIDTH);

    // One tap on a card of today's work opens its work order.
    const todayCard = mine.getByRole("region", { name: "Today" }).getByRole("listitem").first();
    const number = /WO-[\d-]+/.exec((await todayCard.textContent()) ?? "")?.[0];
    expect(number, "a card of today's work").toBeTruthy();
    await todayCard.getByRole("button").first().tap();
    await waitForAppPath(page, /^\/TaskOperations\/details\/\d+$/);
    await expectHeading(page, number!);
  });
});
