import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { ASSISTANT_TEXT } from "@fieldstead/domain";
import { OFFLINE_MESSAGE, onUnauthorised } from "../../../lib/http.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import {
  controlledAnswer,
  fakeAssistantServer,
  HISTORY_CHAT_ID,
  json,
  MODEL,
  renderConversation,
  signInForAssistant,
} from "./chat-test-kit.tsx";

let server: ReturnType<typeof fakeAssistantServer>;
const FLAG = "AuthenticationReference";

beforeEach(() => {
  signInForAssistant();
  server = fakeAssistantServer();
  vi.stubGlobal("fetch", server.fetch);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ask = async (user: ReturnType<typeof renderConversation>["user"], question: string) =>
  user.type(screen.getByRole("textbox", { name: "Ask Athena" }), `${question}{Enter}`);

describe("when the assistant cannot answer", () => {
  it("signs in again after a 401 and asks once more, without ending the session", async () => {
    const sessionEnded = vi.fn();
    const stopListening = onUnauthorised(sessionEnded);
    const { user } = renderConversation();
    server.answerNext(new Response("", { status: 401 }));
    const answer = server.streamNext();
    await ask(user, "How do I add a task?");
    act(() => {
      answer.push("<p>Use New task.</p>");
      answer.end();
    });
    await screen.findByText("Use New task.");
    expect(server.paths()).toEqual([
      "/api/assistant/ask",
      "/api/assistant/oauth-callback-ai",
      "/api/assistant/ask",
    ]);
    expect(server.bodiesOf("/assistant/oauth-callback-ai")).toEqual([{}]);
    const [first, retry] = server.bodiesOf("/assistant/ask");
    expect(retry).toEqual(first);
    expect(localStorage.getItem(FLAG)).toBe("true");
    expect(screen.queryByText(ASSISTANT_TEXT.answerError)).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
    stopListening();
  });

  it("shows the error text when the retry fails too, and offers no actions on it", async () => {
    const { user } = renderConversation();
    server.answerNext(new Response("", { status: 500 }));
    server.answerNext(new Response("", { status: 502 }));
    await ask(user, "How do I add a task?");
    expect(await screen.findByText(ASSISTANT_TEXT.answerError)).toBeTruthy();
    expect(server.bodiesOf("/assistant/ask")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(`assistant answer failed: ${ASSISTANT_TEXT.httpError}: 502`);
    // The person can ask again at once.
    const answer = server.streamNext();
    await ask(user, "How do I add a sub-task?");
    act(() => {
      answer.push("<p>Open the task.</p>");
      answer.end();
    });
    await screen.findByText("Open the task.");
  });

  it("signs in first when the browser is not signed in to the assistant, and clears the flag on a refusal", async () => {
    signInForAssistant(false);
    server.signIn = () => json({ status: "error", detail: "token mismatch" }, 401);
    const { user } = renderConversation();
    server.answerNext(new Response("", { status: 401 }));
    server.answerNext(new Response("", { status: 401 }));
    await ask(user, "How do I add a task?");
    expect(await screen.findByText(ASSISTANT_TEXT.answerError)).toBeTruthy();
    expect(server.paths()).toEqual([
      "/api/assistant/oauth-callback-ai",
      "/api/assistant/ask",
      "/api/assistant/oauth-callback-ai",
      "/api/assistant/ask",
    ]);
    expect(localStorage.getItem(FLAG)).toBe("false");
  });

  it("shows the error text for an answer with nothing that may be shown", async () => {
    const { user } = renderConversation();
    const answer = server.streamNext();
    await ask(user, "How do I add a task?");
    act(() => {
      answer.push("<script>alert(1)</script>");
      answer.end();
    });
    expect(await screen.findByText(ASSISTANT_TEXT.answerError)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Like" })).toBeNull();
  });

  it("asks nothing while offline: the connection snackbar, and the error text as the answer", async () => {
    snackbarStore.set([]);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user } = renderConversation();
    await ask(user, "How do I add a task?");
    expect(await screen.findByText(ASSISTANT_TEXT.answerError)).toBeTruthy();
    expect(snackbarStore.get().map((s) => s.message)).toEqual([OFFLINE_MESSAGE]);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("stops an answer still streaming when a new chat starts, without an error", async () => {
    const { user } = renderConversation();
    const answer = server.streamNext();
    await ask(user, "How do I add a task?");
    act(() => answer.push("<p>Half an answer</p>"));
    await screen.findByText("Half an answer");
    await user.click(screen.getByRole("button", { name: "New chat" }));
    expect(screen.queryByText("Half an answer")).toBeNull();
    await waitFor(() => expect(answer.isCancelled()).toBe(true));
    expect(screen.queryByText(ASSISTANT_TEXT.answerError)).toBeNull();
    expect(await screen.findByRole("button", { name: "How do I configure asset categories?" })).toBeTruthy();
  });

  it("stops the answer when the conversation goes away", async () => {
    const { user, unmount } = renderConversation();
    const answer = server.streamNext();
    await ask(user, "How do I add a task?");
    act(() => answer.push("<p>Half an answer</p>"));
    await screen.findByText("Half an answer");
    unmount();
    await waitFor(() => expect(answer.isCancelled()).toBe(true));
  });
});

describe("a chat reopened from history", () => {
  it("shows its turns read-only, with no input, quick questions or actions", async () => {
    const details = controlledAnswer();
    server.chatDetails = () => details.response;
    const { user } = renderConversation();
    await user.click(screen.getByRole("button", { name: "Open the earlier chat" }));
    expect(await screen.findByRole("progressbar", { name: "Loading chat" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    act(() => {
      details.push(
        JSON.stringify({
          chat_id: HISTORY_CHAT_ID,
          title: "How do I add a task?",
          messages: [
            {
              question: "How do I add a task?",
              response: '<p>Use <a href="/#/help/tasks">New task</a>.</p><img src="x" onerror="alert(1)">',
              timestamp: "2025-01-01T10:00:00.000Z",
            },
            {
              question: "And a sub-task?",
              response: "<p>Open the task.</p>",
              timestamp: "2025-01-01T10:01:00.000Z",
            },
          ],
        }),
      );
      details.end();
    });
    await screen.findByText("Open the task.");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("How do I add a task?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New task" }).getAttribute("href")).toBe("/#/help/tasks");
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Like" })).toBeNull();
    expect(screen.queryByRole("button", { name: "How do I configure asset categories?" })).toBeNull();
    const [url] = server.fetch.mock.calls.at(-1)!;
    expect(url).toBe(`/api/assistant/chat-details?chat_id=${HISTORY_CHAT_ID}&model=${MODEL}`);
  });

  it("says the chat could not be loaded when the call fails", async () => {
    server.chatDetails = () => json({ StatusMessage: "Not found." }, 404);
    const { user } = renderConversation();
    await user.click(screen.getByRole("button", { name: "Open the earlier chat" }));
    expect(await screen.findByText(ASSISTANT_TEXT.chatLoadError)).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "New chat" }));
    expect(screen.queryByText(ASSISTANT_TEXT.chatLoadError)).toBeNull();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Ask Athena" })).toBeTruthy());
  });
});
