import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page } from "playwright-core";
import { launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { expectHeading, visibleText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

const ADMIN_MENU = [
  "Dashboard",
  "Task Operations",
  "Tickets",
  "Locations",
  "Projects",
  "Leases",
  "Fixed Assets",
  "Alarms",
  "Documents",
  "Builders",
  "Admin",
  "Billing",
  "Analytics",
];
const TECHNICIAN_MENU = ["Dashboard", "Task Operations", "Tickets", "Locations", "Fixed Assets", "Documents"];
const VIEWER_MENU = ["Dashboard", "Locations", "Fixed Assets", "Analytics"];

/** The year of the copyright lines: the current year in the display time zone. */
const YEAR = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "America/Denver" }).format(
  new Date(),
);

const mainMenu = (page: Page): Locator => page.getByRole("navigation", { name: "Main menu" });

/** Signs in and waits until the top menu has loaded (its first item shows). */
const signInToShell = async (page: Page, email: string): Promise<void> => {
  await signIn(page, email);
  await expectHeading(page, "Dashboard");
  await mainMenu(page).getByText("Dashboard", { exact: true }).first().waitFor();
};

const topItems = (page: Page): Promise<string[]> =>
  mainMenu(page)
    .locator("[data-top-menu-item]")
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));

const focusedText = (page: Page): Promise<string> =>
  page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');

/** The page's full width, to catch horizontal scrolling. */
const scrollWidth = (page: Page): Promise<number> =>
  page.evaluate<number>("document.documentElement.scrollWidth");

const computed = (locator: Locator, property: "maxHeight" | "pointerEvents"): Promise<string> =>
  locator.evaluate((el, name) => {
    const style = (
      el.ownerDocument.defaultView as unknown as { getComputedStyle(e: unknown): Record<string, string> }
    ).getComputedStyle(el);
    return style[name] ?? "";
  }, property);

/** Waits for the role-permission lookup the carousel button depends on, then lets the header settle. */
const waitForCarouselCheck = async (page: Page, email: string): Promise<void> => {
  const lookup = page.waitForResponse((r) => /GetRolePermissionByRoleId/i.test(r.url()));
  await signInToShell(page, email);
  expect((await lookup).status()).toBe(200);
  await page.waitForTimeout(300);
};

/** Wide enough for a full administrator's menu on one row (at 1280 px the last items go into 'More'). */
const WIDE = { width: 1600, height: 900 };

describe("the signed-in shell on a desktop", () => {
  let browser: TestBrowser;
  afterEach(() => browser?.close());
  const open = async (email: string, viewport = WIDE): Promise<Page> => {
    browser = await launchBrowser(baseUrl, { viewport });
    await signInToShell(browser.page, email);
    return browser.page;
  };

  it.each([
    ["admin@acme.example", ADMIN_MENU],
    ["tech@acme.example", TECHNICIAN_MENU],
    ["viewer@acme.example", VIEWER_MENU],
  ])("shows %s the top menu of the role", async (email, expected) => {
    const page = await open(email);
    expect(await topItems(page)).toEqual(expected);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDE.width);
  });

  it("at 1152 px keeps the menu on one row, the items that do not fit in 'More'", async () => {
    const page = await open("admin@acme.example", { width: 1152, height: 800 });
    const items = await topItems(page);
    expect(items.at(-1)).toBe("More");
    expect(items.slice(0, -1)).toEqual(ADMIN_MENU.slice(0, items.length - 1));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1152);
    const rowHeight = await mainMenu(page).locator("ul").first().boundingBox();
    expect(rowHeight?.height).toBeLessThan(60);

    await mainMenu(page).getByRole("button", { name: "More" }).click();
    const more = page.getByRole("menu", { name: "More" });
    await more.waitFor();
    // Each hidden item is there: a link as an entry, a group without a page of its own (Admin) as a heading.
    for (const name of ADMIN_MENU.slice(items.length - 1).filter((n) => n !== "Analytics")) {
      expect(await more.getByText(name, { exact: true }).count(), name).toBeGreaterThanOrEqual(1);
    }
    // A drop-down moved into 'More' keeps its entries.
    expect(ADMIN_MENU.slice(items.length - 1)).toContain("Billing");
    await more.getByRole("menuitem", { name: "Invoicing" }).click();
    await waitForAppPath(page, "/billing/invoicing");
  });

  it("has a header landmark whose logo links to the dashboard", async () => {
    const page = await open("tech@acme.example");
    const banner = page.getByRole("banner");
    const logo = banner.getByRole("link", { name: "Fieldstead dashboard" });
    expect(await logo.getAttribute("href")).toBe("#/dashboard");
    await mainMenu(page).getByRole("link", { name: "Tickets" }).click();
    await waitForAppPath(page, "/ticketModuling");
    await logo.click();
    await waitForAppPath(page, "/dashboard");
  });

  it("opens a mega-menu by mouse and by keyboard; Escape closes it and returns the focus", async () => {
    const page = await open("admin@acme.example");
    const admin = mainMenu(page).getByRole("button", { name: "Admin" });
    await admin.click();
    const adminMenu = page.getByRole("menu", { name: "Admin" });
    await adminMenu.waitFor();
    expect(await adminMenu.getAttribute("data-columns")).toBe("2");
    expect(await computed(adminMenu, "maxHeight")).toBe("240px");
    expect(await adminMenu.getByRole("menuitem").allInnerTexts()).toEqual([
      "User Administration",
      "Role Management",
      "Group Management",
      "Entity Management",
      "Task Configuration",
      "Settings",
    ]);
    await page.keyboard.press("Escape");
    await adminMenu.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("Admin");

    // Keyboard only: arrows move along the top menu, Enter opens, arrows move inside, Escape returns.
    await mainMenu(page).getByRole("link", { name: "Documents" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedText(page)).toBe("Builders");
    await page.keyboard.press("Enter");
    const builders = page.getByRole("menu", { name: "Builders" });
    await builders.waitFor();
    expect(await computed(builders, "maxHeight")).toBe("290px");
    await page.waitForFunction('document.activeElement?.textContent === "Form Builder"');
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Project Plan Builder");
    await page.keyboard.press("Escape");
    await builders.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("Builders");

    await admin.click();
    await page.getByRole("menuitem", { name: "Role Management" }).click();
    await waitForAppPath(page, "/RoleManagement");
  });

  it("links AI analytics to the API base's AdvancedAnalytics address, in a new tab", async () => {
    const page = await open("viewer@acme.example");
    await mainMenu(page).getByRole("button", { name: "Analytics" }).click();
    const link = page.getByRole("menuitem", { name: "Advanced Analytics" });
    expect(await link.getAttribute("href")).toBe(`${baseUrl}/AdvancedAnalytics/InteractiveDashboard`);
    expect(await link.getAttribute("target")).toBe("_blank");
    const newTab = browser.context.waitForEvent("page");
    await link.click();
    const tab = await newTab;
    await waitForAppPath(tab, "/advancedSearch");
    await expectHeading(tab, "Advanced Analytics");
  });

  it("lets Acme (QA) use the billing links", async () => {
    const page = await open("admin@acme.example");
    await mainMenu(page).getByRole("button", { name: "Billing" }).click();
    await page.getByRole("menuitem", { name: "Invoicing" }).click();
    await waitForAppPath(page, "/billing/invoicing");
  });

  it("keeps Globex's (production) billing links inert: no route, no pointer events, clicks blocked", async () => {
    const page = await open("admin@globex.example");
    await mainMenu(page).getByRole("button", { name: "Billing" }).click();
    const billing = page.getByRole("menu", { name: "Billing" });
    await billing.getByText("Billing is not enabled for this organisation.").waitFor();
    const invoicing = billing.getByRole("menuitem", { name: "Invoicing" });
    expect(await invoicing.getAttribute("aria-disabled")).toBe("true");
    expect(await invoicing.getAttribute("href")).toBeNull();
    expect(await computed(invoicing, "pointerEvents")).toBe("none");
    expect(await billing.locator("a[href]").count()).toBe(0);
    await invoicing.click({ force: true });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).hash).toBe("#/dashboard");
  });

  it("shows the profile menu of §2.3 and logs out from it", async () => {
    const page = await open("admin@acme.example");
    await page.getByRole("button", { name: "Profile menu" }).click();
    const menu = page.getByRole("menu", { name: "Profile menu" });
    await menu.waitFor();
    for (const text of ["Administrator", "Avery Collins", `© ${YEAR} Fieldstead`]) {
      expect(await menu.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    const item = (name: string) => menu.getByRole("menuitem", { name, exact: true });
    expect(await item("admin@acme.example").getAttribute("href")).toBe("mailto:admin@acme.example");
    expect(await item("Profile").getAttribute("href")).toBe("#/profile");
    expect(await item("Change password").getAttribute("href")).toBe("#/change-password");
    expect(await item("Contact us").getAttribute("href")).toBe("/#/help/contact");
    expect(await item("Contact us").getAttribute("target")).toBe("_blank");
    expect(await item("Terms of use").getAttribute("href")).toBe("/#/terms");

    await item("Log Out").click();
    await waitForAppPath(page, /^\/user\/login/);
    await expectHeading(page, "Sign in to Fieldstead");
  });

  it("has a footer with the help and terms links and this year's copyright", async () => {
    const page = await open("tech@acme.example");
    const footer = page.getByRole("contentinfo");
    await footer.getByText(`© ${YEAR} Fieldstead`, { exact: true }).waitFor();
    expect(await footer.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/#/help");
    expect(await footer.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe("/#/terms");
  });

  it("opens the bell's panel with the latest notifications, and closes it with Escape or See All", async () => {
    const page = await open("viewer@acme.example");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("Mark All as Read").waitFor();
    // The demo viewer has notifications: the panel lists them.
    await panel.getByRole("listitem").first().waitFor();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await bell.click();
    await panel.getByRole("link", { name: "See All" }).click();
    await panel.waitFor({ state: "hidden" });
    await waitForAppPath(page, "/Notifications");
  });

  it("AI help hands the session off to the help service, then opens the AI help site in a new tab", async () => {
    const page = await open("admin@acme.example");
    const handoff = page.waitForResponse((r) => r.url().endsWith("/api/help/oauth-callback-ai"));
    const newTab = browser.context.waitForEvent("page");
    await page.getByRole("button", { name: "AI help" }).click();
    expect((await handoff).status()).toBe(200);
    const tab = await newTab;
    await tab.waitForURL((url) => url.hash.startsWith("#/gen-ai"));
    expect(new URL(page.url()).hash).toBe("#/dashboard");
  });

  it("Helpdesk signs on to the helpdesk, then opens it in the same tab", async () => {
    const page = await open("tech@acme.example");
    const trigger = page.waitForResponse((r) => r.url().endsWith("/api/sso/trigger"));
    await page.getByRole("button", { name: "Helpdesk" }).click();
    expect((await trigger).status()).toBe(200);
    await waitForAppPath(page, "/help");
    expect(browser.context.pages()).toHaveLength(1);
  });

  it.each([
    ["admin@acme.example", "Acme (QA) administrator, module 1156 enabled", true],
    ["viewer@acme.example", "Acme (QA) viewer, module 1156 enabled", true],
    ["tech@acme.example", "Acme (QA) technician, module 1156 not enabled", false],
    ["admin@globex.example", "Globex (production, Field), module 1156 enabled", false],
  ])("%s (%s): carousel button shown %s", async (email, _why, isShown) => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await waitForCarouselCheck(page, email);
    const carousel = page.getByRole("link", { name: "Dashboard carousel" });
    expect(await carousel.count(), await visibleText(page)).toBe(isShown ? 1 : 0);
    if (!isShown) return;
    expect(await carousel.getAttribute("href")).toBe("#/slideshow-dashboards");
    expect(await carousel.getAttribute("target")).toBe("_blank");
  });
});

describe("the signed-in shell on a phone (375×812)", () => {
  let browser: TestBrowser;
  afterEach(() => browser?.close());

  it("fits the width and moves the menu into a drawer", async () => {
    browser = await launchBrowser(baseUrl, { viewport: { width: 375, height: 812 } });
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    expect(await mainMenu(page).count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    for (const name of ["Helpdesk", "Notifications", "Profile menu"]) {
      expect(await page.getByRole("button", { name }).isVisible(), name).toBe(true);
    }

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = mainMenu(page);
    await drawer.waitFor();
    await drawer.getByRole("button", { name: "Admin" }).click();
    await drawer.getByRole("link", { name: "Role Management" }).click();
    await waitForAppPath(page, "/RoleManagement");
    await drawer.waitFor({ state: "hidden" });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
