// Writes the documentation's screenshots (1280×800 unless a shot says otherwise) to docs/screenshots/, from a server started on a fresh
// copy of the demo data: `npm run screenshots`
// (`npm run screenshots -- word …` takes only the shots whose file name holds one of the words).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser, signIn, visit } from "../e2e/support/browser.ts";
import {
  expectHeading,
  expectNoRightsPage,
  expectText,
  waitForAppPath,
  waitForDataLoaded,
} from "../e2e/support/page-checks.ts";
import { ROOT_DIR } from "../e2e/support/repo.ts";
import { startServer } from "../e2e/support/server.ts";
import { ensureWebBuild } from "../e2e/support/web-build.ts";

const OUT_DIR = join(ROOT_DIR, "docs", "screenshots");
// Time for web fonts, icons and entrance transitions to settle after the page is ready.
const SETTLE_MS = 600;

type Shot = {
  file: string;
  /** Signed in as this demo account first; signed out when absent. */
  email?: string;
  address: string;
  isReady: (page: Page) => Promise<void>;
  /** The window size; 1280×800 when absent. */
  viewport?: { width: number; height: number };
};

const dashboardReady = async (page: Page) => {
  await waitForAppPath(page, "/dashboard");
  await expectHeading(page, "Dashboard");
  await waitForDataLoaded(page);
};

/** The dashboard with the top menu loaded, then `open` (a drop-down, the phone drawer) opened. */
const shellReady =
  (open: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await dashboardReady(page);
    await open(page);
  };

/** A list page with its first rows on screen. */
const listReady =
  (heading: string) =>
  async (page: Page): Promise<void> => {
    await expectHeading(page, heading);
    await page.getByRole("gridcell").first().waitFor({ state: "visible" });
    await waitForDataLoaded(page);
    // The pointer off the rows, so no row shows the hover colour.
    await page.mouse.move(0, 0);
  };

const SHOTS: Shot[] = [
  {
    file: "login.png",
    address: "/#/user/login",
    isReady: (page) => expectHeading(page, "Sign in to Fieldstead"),
  },
  {
    file: "dashboard-admin.png",
    email: "admin@acme.example",
    address: "/#/dashboard",
    isReady: dashboardReady,
  },
  {
    file: "dashboard-technician.png",
    email: "tech@acme.example",
    address: "/#/dashboard",
    isReady: dashboardReady,
  },
  {
    file: "shell-desktop.png",
    email: "admin@acme.example",
    address: "/#/dashboard",
    isReady: shellReady(async (page) => {
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("button", { name: "Admin" })
        .click();
      await page.getByRole("menu", { name: "Admin" }).waitFor();
    }),
  },
  {
    file: "shell-phone.png",
    email: "admin@acme.example",
    address: "/#/dashboard",
    viewport: { width: 375, height: 812 },
    isReady: shellReady(async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("navigation", { name: "Main menu" });
      await drawer.getByRole("button", { name: "Admin" }).click();
      await drawer.getByRole("link", { name: "Role Management" }).waitFor();
    }),
  },
  {
    file: "no-rights.png",
    email: "tech@acme.example",
    address: "/#/userAdministration",
    isReady: expectNoRightsPage,
  },
  {
    file: "not-found.png",
    address: "/#/no/such/page",
    isReady: (page) => expectText(page, "Oops, Page not found!"),
  },
  {
    file: "assets-list.png",
    email: "admin@acme.example",
    address: "/#/fixedAssetManagement",
    isReady: listReady("Fixed Assets"),
  },
  {
    file: "locations-list.png",
    email: "admin@acme.example",
    address: "/#/locations",
    isReady: listReady("Locations"),
  },
  {
    file: "location-detail.png",
    email: "admin@acme.example",
    address: "/#/locationModules/1",
    isReady: async (page) => {
      await expectHeading(page, "Denver Tech Center Campus");
      await expectText(page, "At this site");
      await waitForDataLoaded(page);
    },
  },
  {
    file: "asset-history.png",
    email: "admin@acme.example",
    address: "/#/fixedAssetManagement/asset-detailing/5/history",
    isReady: async (page) => {
      await page.getByRole("tab", { name: "History", selected: true }).waitFor();
      await expectText(page, "Moved from", { exact: false });
      await waitForDataLoaded(page);
    },
  },
  {
    file: "move-request.png",
    email: "admin@acme.example",
    address: "/#/fixedAssetManagement/MoveAssetRequest/Details/7",
    isReady: async (page) => {
      await expectHeading(page, "MR-000007");
      await page.getByRole("button", { name: "Approve", exact: true }).waitFor();
      await waitForDataLoaded(page);
    },
  },
  {
    file: "warehouse.png",
    email: "tech@acme.example",
    address: "/#/fixedAssetManagement/warehouse",
    isReady: listReady("Warehouse"),
  },
  {
    file: "location-gallery.png",
    email: "tech@acme.example",
    address: "/#/locationModules/1/gallery",
    isReady: async (page) => {
      await page.getByRole("tab", { name: "Gallery", selected: true }).waitFor();
      await page.getByRole("list", { name: "Gallery files" }).locator("img").first().waitFor();
      await waitForDataLoaded(page);
    },
  },
  {
    file: "documents.png",
    email: "lease@acme.example",
    address: "/#/DocumentManagement",
    isReady: listReady("Documents"),
  },
  {
    file: "work-orders.png",
    email: "manager@acme.example",
    address: "/#/TaskOperations",
    isReady: listReady("Task Operations"),
  },
  {
    file: "approvals.png",
    email: "manager@acme.example",
    address: "/#/Approvals",
    isReady: listReady("Approvals"),
  },
  {
    file: "resource-scheduler.png",
    email: "manager@acme.example",
    address: "/#/Resource-Scheduler",
    isReady: async (page) => {
      await expectHeading(page, "Resource Scheduler");
      await expectText(page, "Unassigned");
      await waitForDataLoaded(page);
    },
  },
  {
    file: "tickets.png",
    email: "tech@acme.example",
    address: "/#/ticketModuling",
    isReady: listReady("Tickets"),
  },
  {
    file: "notifications-panel.png",
    email: "tech@acme.example",
    address: "/#/dashboard",
    isReady: shellReady(async (page) => {
      await page.getByRole("button", { name: /^Notifications/ }).click();
      await page.getByRole("button", { name: "Mark All as Read" }).waitFor();
      await page.getByRole("link", { name: "See All" }).waitFor();
      await waitForDataLoaded(page);
    }),
  },
  {
    file: "notifications-page.png",
    email: "tech@acme.example",
    address: "/#/Notifications",
    isReady: async (page) => {
      await expectHeading(page, "Notifications");
      await waitForDataLoaded(page);
    },
  },
  {
    file: "notification-settings.png",
    email: "admin@acme.example",
    address: "/#/Notification",
    isReady: async (page) => {
      await expectHeading(page, "Notification Settings");
      await waitForDataLoaded(page);
    },
  },
  {
    file: "my-notification-settings.png",
    email: "tech@acme.example",
    address: "/#/UserNotification",
    isReady: async (page) => {
      await expectHeading(page, "My notification settings");
      await waitForDataLoaded(page);
    },
  },
  {
    file: "user-administration.png",
    email: "admin@acme.example",
    address: "/#/userAdministration",
    isReady: async (page) => {
      await expectHeading(page, "User Administration");
      await expectText(page, "tech@acme.example");
      await waitForDataLoaded(page);
    },
  },
];

const takeShot = async (baseUrl: string, shot: Shot): Promise<string> => {
  const browser = await launchBrowser(baseUrl, shot.viewport ? { viewport: shot.viewport } : {});
  try {
    const { page } = browser;
    if (shot.email) await signIn(page, shot.email);
    await visit(page, shot.address);
    await shot.isReady(page);
    await page.waitForTimeout(SETTLE_MS);
    const path = join(OUT_DIR, shot.file);
    await page.screenshot({ path, type: "png" });
    return path;
  } finally {
    await browser.close();
  }
};

const main = async (): Promise<void> => {
  const server = await startServer(ensureWebBuild());
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    // `npm run screenshots -- notif` takes only the shots whose file name holds one of the words given.
    const only = process.argv.slice(2);
    const shots = only.length ? SHOTS.filter((shot) => only.some((word) => shot.file.includes(word))) : SHOTS;
    for (const shot of shots) {
      const path = await takeShot(server.url, shot);
      process.stdout.write(`${path}\n`);
    }
  } finally {
    await server.stop();
  }
};

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
