import { useLocation } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, vi } from "vitest";
import { renderUi } from "../../../test/render-ui.tsx";
import { testQueryClient } from "../../../test/session-fixtures.tsx";
import { STORAGE_KEYS, type SessionUser } from "../../../lib/storage.ts";
import { useAssistantChat } from "../hooks/use-assistant-chat.ts";
import { ChatConversation } from "./chat-conversation.tsx";

export const ASSISTANT_NAME = "Athena";
export const MODEL = "help-model-1";
export const QUICK_QUESTIONS = [
  "How do I move an asset to another location?",
  "How do I configure asset categories?",
  "How do I print an asset label?",
] as const;
/** A question asked from elsewhere in the portal: the widget starts a new chat and asks it at once. */
export const HELP_CENTRE_QUESTION = "How do I create a location?";
export const HISTORY_CHAT_ID = "0b9d8c1e-6f1a-4c55-8d3e-2a7b9c4d5e6f";

/** An answer whose chunks the test sends one by one, as the server streams them. */
export type ControlledAnswer = {
  response: Response;
  push: (html: string) => void;
  end: () => void;
  /** The reader stopped reading (the answer was dropped). */
  isCancelled: () => boolean;
};

export const controlledAnswer = (): ControlledAnswer => {
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  let isCancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => void (stream = controller),
    cancel: () => void (isCancelled = true),
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } }),
    push: (html) => stream.enqueue(encoder.encode(html)),
    end: () => stream.close(),
    isCancelled: () => isCancelled,
  };
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Reply = Response | (() => Response | Promise<Response>);

/**
 * The assistant's server as the conversation sees it: each ask takes the next queued reply; the sign-in,
 * feedback and chat-detail calls answer as set.
 */
export const fakeAssistantServer = () => {
  const asks: Reply[] = [];
  const server = {
    fetch: vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(),
    signIn: (): Response => json({ status: "success" }),
    chatDetails: (): Response => json({ chat_id: HISTORY_CHAT_ID, title: "Untitled Chat", messages: [] }),
    /** Queues the reply to the next question. */
    answerNext: (reply: Reply) => asks.push(reply),
    /** Queues a controlled answer and returns it. */
    streamNext: (): ControlledAnswer => {
      const answer = controlledAnswer();
      asks.push(answer.response);
      return answer;
    },
    /** The bodies of the calls to a path, in order. */
    bodiesOf: (path: string): Record<string, unknown>[] =>
      server.fetch.mock.calls
        .filter(([url]) => url.includes(path))
        .map(([, init]) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>),
    /** The paths called, in order. */
    paths: (): string[] => server.fetch.mock.calls.map(([url]) => url.split("?")[0]!),
  };
  server.fetch.mockImplementation(async (url) => {
    if (url.includes("/assistant/ask")) {
      const next = asks.shift();
      if (!next) throw new Error("no answer queued");
      return typeof next === "function" ? next() : next;
    }
    if (url.includes("/assistant/oauth-callback-ai")) return server.signIn();
    if (url.includes("/assistant/chat-details")) return server.chatDetails();
    if (url.includes("/assistant/update-chat-comment")) return json({ StatusCode: 0 });
    throw new Error(`unexpected call ${url}`);
  });
  return server;
};

/** Signs the test user in (a stored, unexpired session) with the assistant's flag as given. */
export const signInForAssistant = (isAuthenticated = true) => {
  localStorage.clear();
  localStorage.setItem(
    STORAGE_KEYS.userDataset,
    JSON.stringify({ TokenExpiresAt: Date.now() + 3_600_000, EmployeeId: 12 } as SessionUser),
  );
  localStorage.setItem("AuthenticationReference", String(isAuthenticated));
};

type HarnessProps = { onAnswerComplete?: () => void };

/** The conversation as the widget shows it, with the widget's history and new-chat buttons standing by. */
const Harness = ({ onAnswerComplete }: HarnessProps) => {
  const chat = useAssistantChat({ model: MODEL, ...(onAnswerComplete ? { onAnswerComplete } : {}) });
  const { pathname } = useLocation();
  return (
    <div style={{ height: 600 }}>
      <p>Page: {pathname}</p>
      <button type="button" onClick={() => chat.openHistoryChat(HISTORY_CHAT_ID)}>
        Open the earlier chat
      </button>
      <button type="button" onClick={chat.reset}>
        New chat
      </button>
      <button
        type="button"
        onClick={() => {
          chat.reset();
          chat.send(HELP_CENTRE_QUESTION);
        }}
      >
        Ask from the help centre
      </button>
      <ChatConversation chat={chat} assistantName={ASSISTANT_NAME} quickQuestions={QUICK_QUESTIONS} />
    </div>
  );
};

export const renderConversation = (props: HarnessProps = {}) => {
  const client = testQueryClient();
  const view = renderUi(<Harness {...props} />, {
    route: "/assets",
    wrapper: (children) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { ...view, client };
};

/** The conversation's text, in reading order. */
export const conversationText = (log: HTMLElement): string => (log.textContent ?? "").replace(/\s+/g, " ");

export const expectUuid = (value: unknown) =>
  expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
