import { useState } from "react";
import { vi } from "vitest";
import { act } from "@testing-library/react";
import { onOpenAssistant } from "../../../lib/assistant-bus.ts";
import { SIGNED_IN_USER, renderSignedIn, testQueryClient } from "../../../test/session-fixtures.tsx";
import { welcomeQuery } from "../api/welcome.ts";
import type { AssistantChat, AssistantChatState, ChatMessage } from "../assistant-chat.types.ts";
import { AssistantFrame } from "./assistant-frame.tsx";

/** Drops an open request another screen left waiting, so the frame starts minimised. */
export const dropWaitingOpenRequest = () => onOpenAssistant(() => undefined)();

/** A conversation whose actions only record their calls. */
export const fakeChat = (state: Partial<AssistantChatState> = {}): AssistantChat => ({
  chatId: null,
  title: null,
  messages: [],
  isStreaming: false,
  isReadOnly: false,
  isLoadingChat: false,
  loadError: null,
  isLimitReached: false,
  isLiked: false,
  send: vi.fn(),
  regenerate: vi.fn(),
  like: vi.fn(async () => undefined),
  dislike: vi.fn(async () => undefined),
  reset: vi.fn(),
  openHistoryChat: vi.fn(),
  ...state,
});

export const CHAT_ID = "6c3f2b8e-9a41-4d1e-8f57-1b2c3d4e5f60";

/** One question and its answer, the answer in the given state. */
export const askedChat = (
  status: ChatMessage["status"],
  chat: AssistantChat = fakeChat(),
): AssistantChat => ({
  ...chat,
  chatId: CHAT_ID,
  isStreaming: status === "typing" || status === "streaming",
  messages: [
    { id: "m1", sender: "user", text: "How do I create a location?", status: "complete" },
    { id: "m2", sender: "bot", text: status === "typing" ? "" : "<p>Open Locations.</p>", status },
  ],
});

/** The page counts as settled at once: the welcome shows as the frame renders. */
const settledAtOnce = (onSettled: () => void) => {
  onSettled();
  return () => undefined;
};

/**
 * The frame around a stand-in conversation, beside a button of the page under it. `setChat` swaps the
 * conversation as the chat hook would after a change.
 */
export const renderFrame = (initial: AssistantChat = fakeChat(), { isWelcomeDue = true } = {}) => {
  let setChat: (chat: AssistantChat) => void = () => undefined;
  const Harness = () => {
    const [chat, set] = useState(initial);
    setChat = set;
    return (
      <>
        <button type="button">Page button</button>
        <AssistantFrame
          chat={chat}
          assistantName="Athena"
          model="Fieldstead Help"
          whenSettled={settledAtOnce}
        >
          <p>Conversation stand-in</p>
        </AssistantFrame>
      </>
    );
  };
  const client = testQueryClient();
  // A person the server has not welcomed yet, unless told otherwise.
  client.setQueryData(welcomeQuery(SIGNED_IN_USER.EmployeeId).queryKey, { ShowWelcome: isWelcomeDue });
  const view = renderSignedIn(<Harness />, { client });
  return { ...view, client, setChat: (chat: AssistantChat) => act(() => setChat(chat)) };
};
