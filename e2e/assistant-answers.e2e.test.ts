import { afterEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { appPath, launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const WAIT_MS = 15_000;
const QUESTION = "How do I create a work order?";

/** Signs in, opens the header chat and asks; answers the popup. */
const ask = async (page: Page, email: string): Promise<Locator> => {
  await signIn(page, email);
  await expectHeading(page, "Dashboard");
  const button = page.getByRole("button", { name: /^Chat with / });
  await button.waitFor({ timeout: WAIT_MS });
  const name = ((await button.getAttribute("aria-label")) ?? "").replace(/^Chat with /, "");
  await button.click();
  const popup = page.getByRole("dialog", { name, exact: true });
  await popup.waitFor({ timeout: WAIT_MS });
  const message = popup.getByRole("textbox", { name: "Message" });
  await message.fill(QUESTION);
  await message.press("Enter");
  await popup.getByText("Read more:", { exact: false }).waitFor({ timeout: WAIT_MS });
  return popup;
};

describe("the assistant's answers follow the asker's role", () => {
  let browser: TestBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it("tells a viewer their role cannot create work orders, and the link opens the article", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    const popup = await ask(page, "viewer@acme.example");
    await popup.getByText("Your role (Viewer) cannot create work orders.", { exact: true }).waitFor();
    expect(await popup.getByText("New work order", { exact: false }).count()).toBe(0);
    expect(await popup.getByRole("listitem").count()).toBe(0);

    await popup.getByRole("link", { name: "Create a work order" }).click();
    await expectHeading(page, "Create a work order");
    expect(appPath(page)).toBe("/help/create-a-work-order");
  });

  it("gives an administrator the steps, with the link to read more", async () => {
    browser = await launchBrowser(baseUrl);
    const popup = await ask(browser.page, "admin@acme.example");
    const steps = popup.getByRole("listitem");
    await steps.first().waitFor();
    expect(await steps.first().textContent()).toBe("Click New work order.");
    expect(await steps.last().textContent()).toBe("Click Create work order.");
    expect(await popup.getByText("cannot create work orders", { exact: false }).count()).toBe(0);
    expect(await popup.getByRole("link", { name: "Create a work order" }).getAttribute("href")).toBe(
      "/#/help/create-a-work-order",
    );
  });
});
