import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { ASSISTANT_TEXT } from "@fieldstead/domain";
import {
  conversationText,
  expectUuid,
  fakeAssistantServer,
  HELP_CENTRE_QUESTION,
  QUICK_QUESTIONS,
  renderConversation,
  signInForAssistant,
} from "./chat-test-kit.tsx";

let server: ReturnType<typeof fakeAssistantServer>;

beforeEach(() => {
  signInForAssistant();
  server = fakeAssistantServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const input = () => screen.getByRole("textbox", { name: "Ask Athena" });
const log = () => screen.getByRole("log", { name: "Conversation" });

describe("the assistant's conversation", () => {
  it("asks a quick question and shows typing dots, then the answer as it streams, then its actions", async () => {
    const onAnswerComplete = vi.fn();
    const { user } = renderConversation({ onAnswerComplete });
    const answer = server.streamNext();
    await user.click(screen.getByRole("button", { name: QUICK_QUESTIONS[1] }));

    expect(await screen.findByRole("status", { name: "Athena is typing" })).toBeTruthy();
    expect(conversationText(log())).toContain(`You: ${QUICK_QUESTIONS[1]}`);
    expect(screen.queryByRole("button", { name: QUICK_QUESTIONS[0] })).toBeNull();
    expect(input().getAttribute("placeholder")).toBe("Thinking...");
    expect((input() as HTMLTextAreaElement).disabled).toBe(true);

    act(() => answer.push("<p>Open <strong>Admin</strong>.</p>"));
    await screen.findByText("Admin");
    expect(screen.queryByRole("status", { name: "Athena is typing" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();

    act(() => answer.push("<ol><li>Choose Categories</li></ol>"));
    await screen.findByText("Choose Categories");
    expect(conversationText(log())).toMatch(/Open Admin\.\s?Choose Categories/);

    act(() => answer.end());
    expect(await screen.findByRole("button", { name: "Regenerate" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dislike" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
    expect(input().getAttribute("placeholder")).toBe("Ask Athena");
    expect(onAnswerComplete).toHaveBeenCalledTimes(1);

    const [asked] = server.bodiesOf("/assistant/ask");
    expect(asked).toMatchObject({
      question: QUICK_QUESTIONS[1],
      history_context: null,
      is_follow_up: false,
      is_regeneration: false,
    });
    expectUuid(asked!.chat_id);
  });

  it("never shows a chunk holding a script, and joins a block the network cut in two", async () => {
    const { user } = renderConversation();
    const answer = server.streamNext();
    await user.type(input(), "How do I print a label?{Enter}");
    act(() => {
      answer.push("<p>Before</p>");
      answer.push('<div><p>Injected</p><script>document.title = "hacked"</script></div>');
      answer.push("<ul><li>Open the ");
    });
    await screen.findByText("Before");
    act(() => {
      answer.push("asset</li></ul><p>After</p>");
      answer.end();
    });
    await screen.findByText("After");
    expect(screen.getByText("Open the asset").tagName).toBe("LI");
    expect(screen.queryByText("Injected")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
    expect(document.title).not.toBe("hacked");
  });

  it("sends a follow-up with the earlier turns, and regenerates the last answer in place", async () => {
    const { user } = renderConversation();
    const first = server.streamNext();
    await user.type(input(), "  How do I add a task?  {Enter}");
    act(() => {
      first.push("<p>Use New task.</p>");
      first.end();
    });
    await screen.findByRole("button", { name: "Regenerate" });
    const second = server.streamNext();
    await user.type(input(), "And a sub-task?{Enter}");
    act(() => {
      second.push("<p>Open the task first.</p>");
      second.end();
    });
    await screen.findByText("Open the task first.");
    const again = server.streamNext();
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    expect(screen.queryByText("Open the task first.")).toBeNull();
    await screen.findByRole("status", { name: "Athena is typing" });
    act(() => {
      again.push("<p>Choose Add sub-task.</p>");
      again.end();
    });
    await screen.findByText("Choose Add sub-task.");

    const [one, two, three] = server.bodiesOf("/assistant/ask");
    expect(one).toMatchObject({
      question: "How do I add a task?",
      is_follow_up: false,
      history_context: null,
    });
    const followUp = {
      question: "And a sub-task?",
      chat_id: one!.chat_id,
      is_follow_up: true,
      history_context: {
        title: "How do I add a task?",
        turns: [{ question: "How do I add a task?", response: "<p>Use New task.</p>" }],
      },
    };
    expect(two).toEqual({ ...followUp, is_regeneration: false });
    expect(three).toEqual({ ...followUp, is_regeneration: true });
    expect(screen.getAllByText("How do I add a task?")).toHaveLength(1);
    expect(screen.getAllByText("And a sub-task?")).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Regenerate" })).toHaveLength(1);
  });

  it("sends on Enter, keeps a new line on Shift+Enter, and never sends a blank question", async () => {
    const { user } = renderConversation();
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input(), "   ");
    expect(send.disabled).toBe(true);
    await user.type(input(), "{Enter}");
    await user.type(input(), "Line one{Shift>}{Enter}{/Shift}Line two");
    expect((input() as HTMLTextAreaElement).value).toBe("   Line one\nLine two");
    expect(server.bodiesOf("/assistant/ask")).toHaveLength(0);
    const answer = server.streamNext();
    await user.click(send);
    expect(server.bodiesOf("/assistant/ask")[0]).toMatchObject({ question: "Line one\nLine two" });
    expect((input() as HTMLTextAreaElement).value).toBe("");
    act(() => answer.end());
  });

  it("replaces the input with the warning after five questions; a new chat empties the conversation", async () => {
    const { user } = renderConversation();
    for (let n = 1; n <= 5; n += 1) {
      const answer = server.streamNext();
      await user.type(input(), `Question ${n}{Enter}`);
      act(() => {
        answer.push(`<p>Answer ${n}</p>`);
        answer.end();
      });
      await screen.findByText(`Answer ${n}`);
    }
    expect(await screen.findByText(ASSISTANT_TEXT.limitReached)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    const chatIds = new Set(server.bodiesOf("/assistant/ask").map((b) => b.chat_id));
    expect(chatIds.size).toBe(1);

    await user.click(screen.getByRole("button", { name: ASSISTANT_TEXT.startNewChat }));
    expect(screen.queryByText("Answer 1")).toBeNull();
    expect(screen.getByRole("button", { name: QUICK_QUESTIONS[0] })).toBeTruthy();
    const answer = server.streamNext();
    await user.type(input(), "Question 6{Enter}");
    act(() => answer.end());
    const sixth = server.bodiesOf("/assistant/ask")[5];
    expect(sixth).toMatchObject({ question: "Question 6", is_follow_up: false, history_context: null });
    expect(chatIds.has(sixth!.chat_id)).toBe(false);
  });

  it("starts a new chat and asks in one go, even mid-answer (a question asked from elsewhere)", async () => {
    const { user } = renderConversation();
    const first = server.streamNext();
    await user.type(input(), "How do I add a task?{Enter}");
    act(() => first.push("<p>Half an answer</p>"));
    await screen.findByText("Half an answer");
    const second = server.streamNext();
    await user.click(screen.getByRole("button", { name: "Ask from the help centre" }));
    act(() => {
      second.push("<p>Use New location.</p>");
      second.end();
    });
    await screen.findByText("Use New location.");
    expect(screen.queryByText("How do I add a task?")).toBeNull();
    expect(screen.queryByText("Half an answer")).toBeNull();
    const [one, two] = server.bodiesOf("/assistant/ask");
    expect(two).toMatchObject({ question: HELP_CENTRE_QUESTION, history_context: null, is_follow_up: false });
    expect(two!.chat_id).not.toBe(one!.chat_id);
  });

  it("opens an answer's help link inside the portal, keeping the conversation", async () => {
    const { user } = renderConversation();
    const answer = server.streamNext();
    await user.type(input(), "How do I configure asset categories?{Enter}");
    act(() => {
      answer.push('<p>See <a href="/#/help/asset-categories">Asset categories</a>.</p>');
      answer.end();
    });
    await user.click(await screen.findByRole("link", { name: "Asset categories" }));
    expect(screen.getByText("Page: /help/asset-categories")).toBeTruthy();
    expect(screen.getByText("How do I configure asset categories?")).toBeTruthy();
  });

  it("follows a streaming answer down, unless the reader has scrolled up to read", async () => {
    const { user } = renderConversation();
    const list = log();
    let height = 1000;
    Object.defineProperty(list, "scrollHeight", { configurable: true, get: () => height });
    Object.defineProperty(list, "clientHeight", { configurable: true, get: () => 300 });
    const answer = server.streamNext();
    await user.type(input(), "How do I link two locations?{Enter}");
    await waitFor(() => expect(list.scrollTop).toBe(1000));

    height = 1400;
    act(() => answer.push("<p>First step</p>"));
    await screen.findByText("First step");
    expect(list.scrollTop).toBe(1400);

    list.scrollTop = 900; // 200 px above the bottom: reading what came before
    list.dispatchEvent(new Event("scroll"));
    height = 1800;
    act(() => answer.push("<p>Second step</p>"));
    await screen.findByText("Second step");
    expect(list.scrollTop).toBe(900);
    act(() => answer.end());
  });
});
