import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page, Request } from "playwright-core";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
const LIMIT_TEXT = "You have reached the maximum length for this conversation";

type FeedbackBody = { feedback: string; comment: string; isPositiveResponse: boolean; platform: number };
type AskBody = { question: string; chat_id: string; is_follow_up: boolean; is_regeneration: boolean };

const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path;

/** The panel's parts, found by what a person reads on screen. */
const panelOf = (page: Page, name: string) => {
  const panel = page.getByRole("dialog", { name, exact: true });
  const log = panel.getByRole("log", { name: "Conversation" });
  return {
    panel,
    log,
    input: panel.getByRole("textbox", { name: `Ask ${name}` }),
    send: panel.getByRole("button", { name: "Send" }),
  };
};

/** Sends a question from the panel's input and waits until its whole answer is on screen. */
const askAndWait = async (page: Page, name: string, question: string): Promise<void> => {
  const { input, log } = panelOf(page, name);
  await input.fill(question);
  await input.press("Enter");
  await log.getByText(question).waitFor({ timeout: WAIT_MS });
  await expect.poll(() => log.getAttribute("aria-busy"), { timeout: WAIT_MS }).toBe("false");
};

/**
 * Hands the page the assistant's answers in small pieces, a few dozen bytes every 40 ms, whatever the
 * network did with them: the server writes each block as soon as it is made, and on a fast machine they may
 * reach the browser in one read. Wraps the page's fetch for the ask call only.
 */
const PACE_ANSWERS = `(() => {
  const original = window.fetch;
  window.fetch = async (...args) => {
    const response = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0].url;
    if (!url.includes('/api/assistant/ask') || !response.body) return response;
    const reader = response.body.getReader();
    const paced = new ReadableStream({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        for (let i = 0; i < value.length; i += 48) {
          controller.enqueue(value.slice(i, i + 48));
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      },
    });
    return new Response(paced, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
})()`;

const countOf = (locator: Locator) => locator.count();

/** What the conversation shows at one moment: typing dots, how much text, the actions, the input. */
type ChatState = {
  isTyping: boolean;
  answer: number;
  hasActions: boolean;
  placeholder: string;
  isInputDisabled: boolean;
};

/** Records every state of the conversation (in window.chatStates) from now on. */
const RECORD_STATES = `(() => {
  const log = document.querySelector('[role=log][aria-label=Conversation]');
  const input = () => document.querySelector('textarea[aria-label^="Ask "]');
  window.chatStates = [];
  const record = () => {
    window.chatStates.push({
      isTyping: !!log.querySelector('[aria-label$=" is typing"]'),
      answer: (log.textContent || '').length,
      hasActions: !!log.querySelector('button[aria-label=Regenerate]'),
      placeholder: input()?.getAttribute('placeholder') ?? '',
      isInputDisabled: !!input()?.disabled,
    });
  };
  new MutationObserver(record).observe(log, { subtree: true, childList: true, characterData: true });
})()`;

describe("the floating assistant", () => {
  let browser: TestBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it("streams an answer, takes likes, dislikes and regenerations, stops at five questions and keeps the chat in history", async () => {
    browser = await launchBrowser(baseUrl, { meetsAssistant: true });
    const { page } = browser;
    await signIn(page, TECH);
    await visit(page, "/#/fixedAssetManagement");
    await expectHeading(page, "Fixed Assets");

    // A new user meets the assistant once; the round button waits until the welcome is dismissed.
    const welcome = page.getByRole("dialog", { name: /^Meet .+ Hub$/ });
    await welcome.waitFor({ timeout: WAIT_MS });
    const name = /^Meet (.+) Hub$/.exec(
      (await welcome.getByRole("heading").first().textContent()) ?? "",
    )![1]!;
    const launcher = page.getByRole("button", { name: `Open ${name}` });
    expect(await countOf(launcher)).toBe(0);
    await welcome.getByRole("button", { name: "Ask me anything" }).click();
    expect(await page.evaluate("localStorage.getItem('ShowAthenaPopup')")).toBe("false");

    const { panel, log, input, send } = panelOf(page, name);
    await panel.waitFor({ timeout: WAIT_MS });
    // The quick questions fit the page: this is the asset list.
    const quick = panel.getByRole("button", { name: "How do I print an asset label?" });
    await quick.waitFor();
    expect(await input.getAttribute("placeholder")).toBe(`Ask ${name}`);
    expect(await send.isDisabled()).toBe(true);

    // The answer streams in: typing dots, then the first words while the rest is still on its way (every state
    // the conversation passes through is recorded, so the check does not depend on when it looks; the answer
    // reaches the page in small pieces, as over a slow network).
    await page.evaluate(PACE_ANSWERS);
    await page.evaluate(RECORD_STATES);
    const asked = page.waitForRequest(isCall("/api/assistant/ask"));
    await input.fill("How do I move an asset to another location?");
    await send.click();
    const first = (await asked).postDataJSON() as AskBody;
    expect(first).toMatchObject({ is_follow_up: false, is_regeneration: false });
    // Then the whole answer, its steps and its article, and the actions under it.
    await log.getByRole("button", { name: "Regenerate" }).waitFor({ timeout: 30_000 });
    const states = (await page.evaluate("window.chatStates")) as ChatState[];
    const final = states.at(-1)!;
    expect(final).toMatchObject({ isTyping: false, hasActions: true, placeholder: `Ask ${name}` });
    const typing = states.findIndex((s) => s.isTyping);
    expect(typing).toBeGreaterThanOrEqual(0);
    // Part of the answer on screen: more text than the question alone, less than the whole answer, no actions yet.
    const partial = states.findIndex(
      (s, i) =>
        i > typing &&
        !s.isTyping &&
        s.answer > states[typing]!.answer &&
        s.answer < final.answer &&
        !s.hasActions,
    );
    expect(partial).toBeGreaterThan(typing);
    expect(states[partial]).toMatchObject({ placeholder: "Thinking...", isInputDisabled: true });
    await log.getByRole("link", { name: "Move an asset to another location" }).first().waitFor();
    expect(await countOf(quick)).toBe(0);
    expect(await input.getAttribute("placeholder")).toBe(`Ask ${name}`);

    // Like: pressed, and kept as positive feedback.
    const liked = page.waitForRequest(isCall("/api/assistant/update-chat-comment"));
    await log.getByRole("button", { name: "Like", exact: true }).click();
    expect((await liked).postDataJSON()).toMatchObject({
      isPositiveResponse: true,
      platform: 2,
    } satisfies Partial<FeedbackBody>);
    expect(await log.getByRole("button", { name: "Like", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // Dislike with a reason and a comment: Submit waits for the reason.
    await log.getByRole("button", { name: "Dislike" }).click();
    await page.getByText("Tell us more").click();
    const modal = page.getByRole("dialog", { name: "Feedback" });
    const submit = modal.getByRole("button", { name: "Submit" });
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByRole("radio", { name: "Too long" }).check();
    await modal.getByRole("textbox", { name: "Comment (optional)" }).fill("Just the steps, please.");
    const disliked = page.waitForRequest(isCall("/api/assistant/update-chat-comment"));
    await submit.click();
    expect((await disliked).postDataJSON()).toMatchObject({
      isPositiveResponse: false,
      feedback: "Too long",
      comment: "Just the steps, please.",
    } satisfies Partial<FeedbackBody>);
    await log.getByText("Thanks for your feedback").waitFor();
    // The panel stayed open through the feedback pop-ups.
    expect(await panel.isVisible()).toBe(true);

    // Regenerate: the same question again, the answer replaced, not added.
    const regenerated = page.waitForRequest(isCall("/api/assistant/ask"));
    await log.getByRole("button", { name: "Regenerate" }).click();
    expect((await regenerated).postDataJSON()).toMatchObject({
      question: "How do I move an asset to another location?",
      chat_id: first.chat_id,
      is_regeneration: true,
    } satisfies Partial<AskBody>);
    await expect.poll(() => log.getAttribute("aria-busy"), { timeout: WAIT_MS }).toBe("false");
    await log.getByRole("button", { name: "Regenerate" }).waitFor();
    expect(await countOf(log.getByText("Read more:", { exact: false }))).toBe(1);
    expect(await countOf(log.getByText("How do I move an asset to another location?"))).toBe(1);

    // Four more questions make five: the input gives way to the warning.
    for (const question of [
      "How do I approve a move request?",
      "How do I print an asset label?",
      "How do I add stock to a warehouse?",
      "How do I clone an asset?",
    ])
      await askAndWait(page, name, question);
    await panel.getByText(LIMIT_TEXT, { exact: true }).waitFor();
    expect(await countOf(input)).toBe(0);

    // A new chat starts empty, with the quick questions again.
    await panel.getByRole("button", { name: "Start a new chat" }).click();
    await quick.waitFor();
    expect(await countOf(log.getByText("How do I clone an asset?"))).toBe(0);
    await input.waitFor();

    // The chat is in the history; a search finds it, and it opens read-only with all five questions.
    await panel.getByRole("button", { name: "Chat history" }).click();
    const history = panel.getByRole("region", { name: "Chat history" });
    await history.getByText("Today", { exact: true }).waitFor({ timeout: WAIT_MS });
    await history.getByRole("textbox", { name: "Search chat history" }).fill("MOVE AN ASSET");
    const item = history.getByRole("button", { name: /^How do I move an asset to another location\?, / });
    await item.waitFor();
    await history.getByRole("textbox", { name: "Search chat history" }).fill("no such chat");
    await history.getByText("No results found", { exact: true }).waitFor();
    await history.getByRole("textbox", { name: "Search chat history" }).fill("move an asset");
    await item.click();
    await log.getByText("How do I clone an asset?").waitFor({ timeout: WAIT_MS });
    expect(await countOf(log.getByText("How do I approve a move request?"))).toBe(1);
    expect(await countOf(input)).toBe(0);
    expect(await countOf(panel.getByText(LIMIT_TEXT, { exact: true }))).toBe(0);
    expect(await countOf(log.getByRole("button", { name: "Regenerate" }))).toBe(0);

    // Minimised by a click outside; the round button brings the panel back.
    await page.getByRole("heading", { name: "Fixed Assets", level: 1 }).click();
    await panel.waitFor({ state: "hidden" });
    await launcher.click();
    await panel.waitFor();
  });
});
