// The documentation's screenshots: what each shows, signed in as whom, and when its page is ready.
import type { Page } from "playwright-core";
import {
  expectHeading,
  expectNoRightsPage,
  expectText,
  waitForAppPath,
  waitForDataLoaded,
} from "../e2e/support/page-checks.ts";

export type Shot = {
  file: string;
  /** Signed in as this demo account first; signed out when absent. */
  email?: string;
  address: string;
  isReady: (page: Page) => Promise<void>;
  /** The window size; 1280×800 when absent. */
  viewport?: { width: number; height: number };
  /** Leave the assistant's one-time welcome up (every other shot is taken as by someone who has dismissed it). */
  showsAssistantWelcome?: boolean;
};

/** A phone's window (an iPhone's 390×844). */
const PHONE = { width: 390, height: 844 };

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

/** A built-in dashboard on its portal page with every chart drawn (a tall window: a dashboard is a long page). */
const analyticsShot = (file: string, dashboardId: number, title: string, height = 1500): Shot => ({
  file,
  email: "admin@acme.example",
  address: `/#/DynamicDashboard/${dashboardId}`,
  viewport: { width: 1440, height },
  isReady: async (page) => {
    await expectHeading(page, title);
    await page.getByRole("search", { name: "Dashboard filters" }).waitFor();
    await page.getByText("Updated", { exact: false }).first().waitFor();
    await waitForDataLoaded(page);
    // Every chart drawn: each has its drawing, and no placeholder is left.
    const isDrawn =
      "[...document.querySelectorAll('[role=img][aria-label]')].every((chart) => chart.querySelector('svg'))" +
      " && !document.querySelector('.MuiSkeleton-root')";
    for (let tries = 0; tries < 100 && !(await page.evaluate<boolean>(isDrawn)); tries++)
      await page.waitForTimeout(100);
    await page.mouse.move(0, 0);
  },
});

export const SHOTS: Shot[] = [
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
    file: "dashboard-technician-phone.png",
    email: "tech@acme.example",
    address: "/#/dashboard",
    viewport: PHONE,
    isReady: async (page) => {
      await dashboardReady(page);
      await page.getByRole("region", { name: "My work" }).waitFor();
    },
  },
  {
    file: "work-orders-phone.png",
    email: "tech@acme.example",
    address: "/#/TaskOperations?scope=mine",
    viewport: PHONE,
    isReady: async (page) => {
      await expectHeading(page, "Task Operations");
      await page.getByRole("list", { name: "Tasks and work orders" }).getByRole("listitem").first().waitFor();
      await waitForDataLoaded(page);
    },
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
  {
    // The carousel playing its first dashboard (every frame has reported its charts drawn).
    file: "carousel.png",
    email: "admin@acme.example",
    address: "/#/slideshow-dashboards",
    isReady: async (page) => {
      await expectHeading(page, "Work Orders");
      await page
        .frameLocator('iframe[title="Work Orders"]')
        .getByRole("heading", { name: "Work Orders", level: 1 })
        .waitFor();
      await page.mouse.move(0, 400);
    },
  },
  {
    file: "analytics-dashboards.png",
    email: "admin@acme.example",
    address: "/#/DynamicDashboard",
    isReady: async (page) => {
      await expectHeading(page, "Dashboards");
      await page.getByRole("link", { name: /^Notifications and Activity/ }).waitFor();
    },
  },
  analyticsShot("analytics-work-orders.png", 1447, "Work Orders"),
  analyticsShot("analytics-asset-inventory.png", 1424, "Asset Inventory", 1900),
  analyticsShot("analytics-leases-billing.png", 1423, "Leases and Billing"),
  analyticsShot("analytics-projects.png", 1456, "Projects"),
  analyticsShot("analytics-locations.png", 1457, "Locations"),
  analyticsShot("analytics-activity.png", 1813, "Notifications and Activity", 1900),
  {
    file: "analytics-carousel-settings.png",
    email: "admin@acme.example",
    address: "/#/slideshow-dashboards/settings",
    viewport: { width: 1280, height: 1240 },
    isReady: async (page) => {
      await expectHeading(page, "Carousel Settings");
      await page.getByRole("list", { name: "Carousel dashboards" }).waitFor();
      await page.mouse.move(0, 0);
    },
  },
];
