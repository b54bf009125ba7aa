import { join } from "node:path";
import type { Page } from "playwright-core";

/** Where screenshots go when a run is asked for them (E2E_SCREENSHOT_DIR); otherwise none are taken. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/** A screenshot of the page as it settles (animations finished), when screenshots were asked for. */
export const shoot = async (page: Page, name: string): Promise<void> => {
  if (!SCREENSHOT_DIR) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
};

/** The page fits its width: nothing to scroll sideways (a phone at 390 px). */
export const hasNoSideScroll = (page: Page): Promise<boolean> =>
  page.evaluate<boolean>("document.documentElement.scrollWidth <= document.documentElement.clientWidth");

/** How many of the password requirements the live list shows as met. */
export const metPasswordRequirements = (page: Page): Promise<number> =>
  page
    .getByRole("list", { name: "Password requirements" })
    .getByRole("img", { name: "met", exact: true })
    .count();
