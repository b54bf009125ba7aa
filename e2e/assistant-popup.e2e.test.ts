import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page } from "playwright-core";
import { launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const TECH = "tech@acme.example";
/** The account with the most header buttons (AI help, carousel …): the tightest header on a phone. */
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat with / });

/** Opens the header chat; answers the popup and the assistant's name (the button says 'Chat with {name}'). */
const openChat = async (page: Page): Promise<{ popup: Locator; name: string }> => {
  const button = chatButton(page);
  await button.waitFor({ timeout: WAIT_MS });
  const name = ((await button.getAttribute("aria-label")) ?? "").replace(/^Chat with /, "");
  await button.click();
  const popup = page.getByRole("dialog", { name, exact: true });
  await popup.waitFor({ timeout: WAIT_MS });
  return { popup, name };
};

describe("the header popup chat", () => {
  let browser: TestBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it("answers a suggestion and a typed question from the product's help", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, TECH);
    await expectHeading(page, "Dashboard");

    const handoff = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/help/oauth-callback-ai");
    const { popup, name } = await openChat(page);
    // The first open of the session hands the sign-in to the help service.
    expect((await handoff).status()).toBe(200);

    await popup.getByText(`Hi there! I'm ${name}. How can I assist you today?`, { exact: true }).waitFor();
    const suggestions = popup.getByRole("group", { name: "Suggested questions" });
    expect(await suggestions.getByRole("button").allTextContents()).toEqual([
      "How do I configure asset categories?",
      "How do I set up asset movement forms?",
      "How do I link tasks to assets and work orders?",
    ]);
    const message = popup.getByRole("textbox", { name: "Message" });
    const send = popup.getByRole("button", { name: "Send" });
    expect(await message.getAttribute("placeholder")).toBe("Type your message...");
    expect(await send.isDisabled()).toBe(true);

    // A suggestion is asked at once. Categories are the administrator's: the answer says so plainly, and names
    // the help article on them (and links to it).
    await suggestions.getByRole("button", { name: "How do I configure asset categories?" }).click();
    await popup
      .getByText("Your role (Field Technician) cannot configure asset categories.", { exact: true })
      .waitFor({ timeout: WAIT_MS });
    await popup.getByRole("link", { name: "Configure asset categories" }).waitFor();
    expect(await suggestions.count()).toBe(0);

    // A typed question, sent with Enter.
    await message.fill("How do I change my password?");
    expect(await send.isDisabled()).toBe(false);
    await message.press("Enter");
    await popup.getByRole("link", { name: "Change your password" }).waitFor({ timeout: WAIT_MS });
    expect(await message.inputValue()).toBe("");

    // Closed with Escape and opened again: the conversation is still there, and no second hand-off.
    let handoffs = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/help/oauth-callback-ai") handoffs += 1;
    });
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    await chatButton(page).click();
    await popup.getByRole("link", { name: "Change your password" }).waitFor();
    expect(await popup.getByRole("link", { name: "Configure asset categories" }).isVisible()).toBe(true);
    expect(handoffs).toBe(0);
  });

  it("on a phone fills the width below the header and keeps the page from scrolling sideways", async () => {
    browser = await launchBrowser(baseUrl, { viewport: { width: 375, height: 812 } });
    const { page } = browser;
    await signIn(page, ADMIN);
    await expectHeading(page, "Dashboard");
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(375);

    const { popup } = await openChat(page);
    const header = await page.locator("header").first().boundingBox();
    const headerBottom = Math.round((header?.y ?? 0) + (header?.height ?? 0));
    // The popup grows in: it ends at the left edge, the full width, right below the header.
    const place = async () => {
      const box = await popup.boundingBox();
      return { x: box?.x, width: box?.width, top: Math.round(box?.y ?? 0) };
    };
    await expect.poll(place, { timeout: 5_000 }).toEqual({ x: 0, width: 375, top: headerBottom });
  });
});
