import { afterEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const WIDE = { width: 1600, height: 900 };

type MenuLink = { label: string; href: string };

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** Every link the role's top menu offers: the top-level links, then each drop-down's links. */
const menuLinks = async (page: Page): Promise<MenuLink[]> => {
  const links: MenuLink[] = [];
  const items = mainMenu(page).locator("[data-top-menu-item]");
  await items.first().waitFor();
  for (const item of await items.all()) {
    const label = (await item.innerText()).trim();
    const href = await item.getAttribute("href");
    if (href) {
      links.push({ label, href });
      continue;
    }
    await item.click();
    const menu = page.getByRole("menu", { name: label });
    await menu.waitFor();
    for (const entry of await menu.locator("a[role='menuitem'][href]").all()) {
      if ((await entry.getAttribute("target")) === "_blank") continue;
      links.push({ label: (await entry.innerText()).trim(), href: (await entry.getAttribute("href")) ?? "" });
    }
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
  }
  return links;
};

describe("menu entries and the pages they open", () => {
  let browser: TestBrowser;
  afterEach(() => browser?.close());

  it.each(["admin@acme.example", "manager@acme.example", "tech@acme.example"])(
    "every menu entry %s sees opens a page whose heading is the entry's name",
    async (email) => {
      browser = await launchBrowser(baseUrl, { viewport: WIDE });
      const { page } = browser;
      await signIn(page, email);
      await expectHeading(page, "Dashboard");
      const links = await menuLinks(page);
      expect(links.length).toBeGreaterThan(3);
      const mismatched: string[] = [];
      for (const { label, href } of links) {
        await page.goto(new URL(href, baseUrl).href);
        await expectHeading(page, label).catch(async () => {
          const seen = await page.getByRole("heading", { level: 1 }).allInnerTexts();
          mismatched.push(`${label} (${href}) opens "${seen.join(" / ")}"`);
        });
      }
      expect(mismatched).toEqual([]);
    },
  );

  it("the administrator finds the status rules under Admin", async () => {
    browser = await launchBrowser(baseUrl, { viewport: WIDE });
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await mainMenu(page).getByRole("button", { name: "Admin" }).click();
    await page
      .getByRole("menu", { name: "Admin" })
      .getByRole("menuitem", { name: "Task Configuration" })
      .click();
    await expectHeading(page, "Task Configuration");
    expect(new URL(page.url()).hash).toBe("#/TaskConfigurationManagement");
  });

  it("the technician's 'Tickets' opens the ticket list, and 'Task Operations' the work orders", async () => {
    browser = await launchBrowser(baseUrl, { viewport: WIDE });
    const { page } = browser;
    await signIn(page, "tech@acme.example");
    await mainMenu(page).getByRole("link", { name: "Tickets", exact: true }).click();
    await expectHeading(page, "Tickets");
    expect(new URL(page.url()).hash).toBe("#/ticketModuling");
    await mainMenu(page).getByRole("link", { name: "Task Operations", exact: true }).click();
    await expectHeading(page, "Task Operations");
    await page.getByText("Work orders", { exact: false }).first().waitFor();
  });
});
