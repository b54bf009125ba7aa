// The assistant's and the help centre's screenshots: the floating chat's views, the header chat, the help pages.
import type { Page } from "playwright-core";
import { expectHeading } from "../e2e/support/page-checks.ts";
import type { Shot } from "./screenshots.shots.ts";

const TECH = "tech@acme.example";
const ASSETS = "/#/fixedAssetManagement";
const WAIT_MS = 15_000;

const panel = (page: Page) => page.getByRole("dialog", { name: "Athena", exact: true });
const log = (page: Page) => panel(page).getByRole("log", { name: "Conversation" });

/** Waits until the conversation is no longer busy (the answer has arrived whole). */
const waitForAnswer = async (page: Page): Promise<void> => {
  const deadline = Date.now() + WAIT_MS;
  // A moment for the question to start its answer, then until the log is no longer busy.
  await page.waitForTimeout(100);
  while ((await log(page).getAttribute("aria-busy")) !== "false") {
    if (Date.now() > deadline) throw new Error("The assistant's answer did not arrive within 15 s");
    await page.waitForTimeout(100);
  }
};

/** The asset list with the chat open. */
const openPanel = async (page: Page): Promise<void> => {
  await expectHeading(page, "Fixed Assets");
  await page.getByRole("button", { name: "Open Athena" }).click();
  await panel(page).waitFor();
};

const ask = async (page: Page, question: string): Promise<void> => {
  const input = panel(page).getByRole("textbox", { name: "Ask Athena" });
  await input.fill(question);
  await input.press("Enter");
  await log(page).getByText(question).waitFor({ timeout: WAIT_MS });
  await waitForAnswer(page);
};

/** The top of the latest answer in view: its question. */
const showAnswerStart = async (page: Page, question: string): Promise<void> => {
  await log(page).getByText(question).last().scrollIntoViewIfNeeded();
};

export const ASSISTANT_SHOTS: Shot[] = [
  {
    file: "assistant-welcome.png",
    email: TECH,
    address: ASSETS,
    showsAssistantWelcome: true,
    isReady: async (page) => {
      await expectHeading(page, "Fixed Assets");
      await page.getByRole("dialog", { name: "Meet Athena Hub" }).waitFor({ timeout: WAIT_MS });
    },
  },
  {
    file: "assistant-quick-questions.png",
    email: TECH,
    address: ASSETS,
    isReady: async (page) => {
      await openPanel(page);
      await panel(page).getByRole("button", { name: "How do I print an asset label?" }).waitFor();
    },
  },
  {
    file: "assistant-answer.png",
    email: TECH,
    address: ASSETS,
    isReady: async (page) => {
      await openPanel(page);
      const question = "How do I move an asset to another location?";
      await panel(page).getByRole("button", { name: question }).click();
      await waitForAnswer(page);
      await log(page).getByRole("button", { name: "Like", exact: true }).click();
      await showAnswerStart(page, question);
    },
  },
  {
    file: "assistant-feedback.png",
    email: TECH,
    address: ASSETS,
    isReady: async (page) => {
      await openPanel(page);
      await ask(page, "How do I approve a move request?");
      await log(page).getByRole("button", { name: "Dislike" }).click();
      await page.getByText("Tell us more").click();
      const modal = page.getByRole("dialog", { name: "Feedback" });
      await modal.getByRole("radio", { name: "Incomplete" }).check();
      await modal
        .getByRole("textbox", { name: "Comment (optional)" })
        .fill("It does not say who gets notified.");
    },
  },
  {
    file: "assistant-limit.png",
    email: TECH,
    address: ASSETS,
    isReady: async (page) => {
      await openPanel(page);
      for (const question of [
        "How do I clone an asset?",
        "Can I print its label?",
        "How do I change an asset's status?",
        "How do I add stock to a warehouse?",
        "Who approves material requests?",
      ])
        await ask(page, question);
      await panel(page).getByRole("button", { name: "Start a new chat" }).waitFor();
    },
  },
  {
    file: "assistant-history.png",
    email: TECH,
    address: ASSETS,
    isReady: async (page) => {
      await openPanel(page);
      for (const question of ["How do I configure asset categories?", "How do I export a list to Excel?"]) {
        await ask(page, question);
        await panel(page).getByRole("button", { name: "New chat" }).click();
      }
      await panel(page).getByRole("button", { name: "Chat history" }).click();
      const history = panel(page).getByRole("region", { name: "Chat history" });
      await history.getByText("Today", { exact: true }).waitFor({ timeout: WAIT_MS });
      await history.getByRole("button").filter({ hasText: "Excel" }).waitFor();
    },
  },
  {
    file: "assistant-header-chat.png",
    email: TECH,
    address: "/#/dashboard",
    isReady: async (page) => {
      await expectHeading(page, "Dashboard");
      await page.getByRole("button", { name: "Chat with Athena" }).click();
      const popup = page.getByRole("dialog", { name: "Athena", exact: true });
      await popup.getByRole("button", { name: "How do I link tasks to assets and work orders?" }).click();
      await popup.getByRole("link").first().waitFor({ timeout: WAIT_MS });
    },
  },
  {
    // A question about what the role may not do: the answer says so, names who may, and links to the article.
    file: "assistant-header-chat-viewer.png",
    email: "viewer@acme.example",
    address: "/#/dashboard",
    isReady: async (page) => {
      await expectHeading(page, "Dashboard");
      await page.getByRole("button", { name: "Chat with Athena" }).click();
      const popup = page.getByRole("dialog", { name: "Athena", exact: true });
      const message = popup.getByRole("textbox", { name: "Message" });
      await message.fill("How do I create a work order?");
      await message.press("Enter");
      await popup.getByRole("link", { name: "Create a work order" }).waitFor({ timeout: WAIT_MS });
    },
  },
  {
    file: "help-centre.png",
    email: TECH,
    address: "/#/help",
    isReady: async (page) => {
      await expectHeading(page, "Help Centre");
      await page.getByRole("link", { name: "Configure asset categories" }).waitFor({ timeout: WAIT_MS });
    },
  },
  {
    file: "help-article.png",
    email: TECH,
    address: "/#/help/asset-categories",
    isReady: async (page) => {
      await expectHeading(page, "Configure asset categories");
      await page.getByRole("heading", { name: "Related articles" }).waitFor({ timeout: WAIT_MS });
    },
  },
];
