import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { hashPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectNoRightsPage, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

/** Each address with the page title a person sees there. */
const PAGES = {
  "/dashboard": "Dashboard",
  "/userAdministration": "User Administration",
  "/RoleManagement": "Role Management",
  "/billing/invoicing": "Invoicing",
  "/LeaseManagement": "Leases",
  "/TaskOperations": "Task Operations",
  "/fixedAssetManagement": "Fixed Assets",
  "/fixedAssetManagement/warehouse": "Warehouse",
  "/locations": "Locations",
  "/ticketModuling": "Tickets",
  "/DocumentManagement": "Documents",
  "/profile": "Profile",
  "/change-password": "Change Password",
} as const;

type Address = keyof typeof PAGES;

type RoleRoutes = { email: string; allowed: Address[]; forbidden: Address[] };

const ROLES: RoleRoutes[] = [
  {
    email: "admin@acme.example",
    allowed: [
      "/dashboard",
      "/userAdministration",
      "/RoleManagement",
      "/billing/invoicing",
      "/LeaseManagement",
      "/TaskOperations",
      "/fixedAssetManagement",
      "/locations",
    ],
    forbidden: [],
  },
  {
    email: "tech@acme.example",
    allowed: [
      "/dashboard",
      "/TaskOperations",
      "/ticketModuling",
      "/locations",
      "/fixedAssetManagement",
      "/fixedAssetManagement/warehouse",
      "/profile",
      "/change-password",
    ],
    forbidden: ["/userAdministration", "/billing/invoicing", "/LeaseManagement", "/RoleManagement"],
  },
  {
    email: "lease@acme.example",
    allowed: [
      "/dashboard",
      "/LeaseManagement",
      "/billing/invoicing",
      "/locations",
      "/DocumentManagement",
      "/fixedAssetManagement",
    ],
    forbidden: ["/TaskOperations", "/userAdministration", "/fixedAssetManagement/warehouse"],
  },
  {
    email: "viewer@acme.example",
    allowed: ["/dashboard", "/locations", "/fixedAssetManagement", "/profile"],
    forbidden: ["/TaskOperations", "/LeaseManagement", "/userAdministration"],
  },
  {
    email: "admin@globex.example",
    allowed: ["/dashboard", "/userAdministration", "/RoleManagement", "/LeaseManagement", "/TaskOperations"],
    forbidden: [],
  },
  {
    email: "tech@globex.example",
    allowed: ["/dashboard", "/TaskOperations", "/ticketModuling", "/locations"],
    forbidden: ["/userAdministration", "/billing/invoicing", "/LeaseManagement", "/RoleManagement"],
  },
];

/**
 * Types an address into the signed-in tab, as a person would: the page stays (only the part after '#' changes)
 * and the app's own guard decides what shows.
 */
const goTo = async (page: Page, address: string): Promise<void> => {
  await visit(page, `/#${address}`);
};

describe.each(ROLES)("$email", ({ email, allowed, forbidden }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, email);
    await expectHeading(browser.page, "Dashboard");
  });
  afterAll(() => browser?.close());

  it.each(allowed)("opens %s", async (address) => {
    const { page } = browser;
    await goTo(page, address);
    await expectHeading(page, PAGES[address]);
    expect(hashPath(page)).toBe(address);
    expect(await page.getByText("Access not permitted.").count()).toBe(0);
  });

  if (forbidden.length > 0) {
    it.each(forbidden)("is shown 'Access not permitted.' at %s", async (address) => {
      const { page } = browser;
      await goTo(page, address);
      await expectNoRightsPage(page);
      expect(await page.getByRole("heading", { name: PAGES[address], exact: true }).count()).toBe(0);
    });
  }
});

describe("addresses outside a role's routes", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterAll(() => browser?.close());

  it("signed out, /forgot-password and /reset-password open without sign-in", async () => {
    const { page } = browser;
    await visit(page, "/#/forgot-password");
    await expectHeading(page, "Forgot your password?");
    expect(hashPath(page)).toBe("/forgot-password");
    await visit(page, "/#/reset-password");
    await expectHeading(page, "Reset password");
    expect(hashPath(page)).toBe("/reset-password");
  });

  it("the technician sent to /#/userAdministration lands on /no-rights", async () => {
    const { page } = browser;
    await signIn(page, "tech@acme.example");
    await visit(page, "/#/userAdministration");
    await expectNoRightsPage(page);
    expect(hashPath(page)).toBe("/no-rights");
  });

  it("an unknown address lands on /404 with a link home", async () => {
    const { page } = browser;
    await visit(page, "/#/definitely/not/here");
    await waitForAppPath(page, "/404");
    await expectText(page, "Oops, Page not found!");
    const home = page.getByRole("link", { name: "Fieldstead home" });
    expect(await home.getAttribute("href")).toBe("#/dashboard");
    await home.click();
    await waitForAppPath(page, "/dashboard");
  });

  it("'/' while signed in goes to /#/dashboard", async () => {
    const { page } = browser;
    await visit(page, "/");
    await waitForAppPath(page, "/dashboard");
    expect(new URL(page.url()).hash).toBe("#/dashboard");
    await expectHeading(page, "Dashboard");
  });
});
