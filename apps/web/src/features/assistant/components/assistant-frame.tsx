import { useCallback, useState, type ReactNode } from "react";
import type { AssistantChat } from "../assistant-chat.types.ts";
import { useAnswerBubble } from "../hooks/use-answer-bubble.ts";
import { useOpenRequests } from "../hooks/use-open-requests.ts";
import { useWelcomePopup } from "../hooks/use-welcome-popup.ts";
import { AssistantPanel } from "./assistant-panel.tsx";
import { ClearConfirmation } from "./clear-confirmation.tsx";
import { HistoryPanel } from "./history-panel.tsx";
import { LaunchButton } from "./launch-button.tsx";
import { NotificationBubble } from "./notification-bubble.tsx";
import { PanelHeader } from "./panel-header.tsx";
import { WelcomePopup } from "./welcome-popup.tsx";

export type AssistantFrameProps = {
  chat: AssistantChat;
  assistantName: string;
  /** The assistant's model label, sent with the history call. */
  model: string;
  /** The conversation itself (messages, quick questions, input), shown in the panel's body. */
  children: ReactNode;
  /** Calls back once the page's own content has painted (the welcome waits for it); whenPageSettled by default. */
  whenSettled?: (onSettled: () => void) => () => void;
};

/**
 * Everything of the floating assistant around its conversation (portal-shell §2.5, §4.1, §4.2): the launch
 * button or, once, the welcome popup; the panel with its title bar, history and clear confirmation; and the
 * bubble that says an answer arrived while the panel was minimised.
 */
export const AssistantFrame = ({
  chat,
  assistantName,
  model,
  children,
  whenSettled,
}: AssistantFrameProps) => {
  const welcome = useWelcomePopup(whenSettled);
  const [isOpen, setIsOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const bubble = useAnswerBubble(chat.messages, isOpen);
  const { reset, send, openHistoryChat } = chat;

  const { isShown: isWelcomeShown, dismiss: dismissWelcome } = welcome;
  const open = useCallback(() => {
    // Whoever opens the chat has met the assistant: the welcome popup is not needed any more.
    if (isWelcomeShown) dismissWelcome();
    setIsOpen(true);
  }, [isWelcomeShown, dismissWelcome]);

  const startNewChat = useCallback(() => {
    setIsHistoryOpen(false);
    setIsConfirmingClear(false);
    reset();
  }, [reset]);

  useOpenRequests({
    onOpen: open,
    onAsk: (question) => {
      startNewChat();
      send(question);
    },
  });

  const minimise = useCallback(() => {
    setIsConfirmingClear(false);
    setIsOpen(false);
  }, []);

  const hasConversation =
    chat.messages.length > 0 ||
    chat.chatId !== null ||
    chat.isReadOnly ||
    chat.isLoadingChat ||
    chat.loadError !== null;

  return (
    <>
      {!isOpen && isWelcomeShown && (
        <WelcomePopup assistantName={assistantName} onAsk={open} onDismiss={dismissWelcome} />
      )}
      {!isOpen && !isWelcomeShown && (
        <LaunchButton
          assistantName={assistantName}
          onOpen={open}
          bubble={
            bubble.isShown ? (
              <NotificationBubble assistantName={assistantName} onOpen={open} onHide={bubble.hide} />
            ) : undefined
          }
        />
      )}
      <AssistantPanel
        isOpen={isOpen}
        label={assistantName}
        onMinimise={minimise}
        header={
          <PanelHeader
            assistantName={assistantName}
            isHistoryOpen={isHistoryOpen}
            hasConversation={hasConversation}
            onToggleHistory={() => setIsHistoryOpen((was) => !was)}
            onNewChat={startNewChat}
            onClear={() => setIsConfirmingClear(true)}
            onMinimise={minimise}
          />
        }
      >
        {children}
        <HistoryPanel
          isOpen={isHistoryOpen}
          model={model}
          currentChatId={chat.chatId}
          onSelect={(chatId) => {
            setIsHistoryOpen(false);
            openHistoryChat(chatId);
          }}
          onClose={() => setIsHistoryOpen(false)}
        />
        <ClearConfirmation
          isOpen={isConfirmingClear}
          onConfirm={startNewChat}
          onCancel={() => setIsConfirmingClear(false)}
        />
      </AssistantPanel>
    </>
  );
};
