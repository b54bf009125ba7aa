import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { assistantQuickQuestions } from "@fieldstead/domain";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { clearAssistantAuth } from "../api/assistant-auth.ts";
import { useAssistantChat } from "../hooks/use-assistant-chat.ts";
import { AssistantFrame } from "./assistant-frame.tsx";
import { ChatConversation } from "./chat-conversation.tsx";

/** The name the assistant goes by when the configuration cannot be read (the server's default). */
const FALLBACK_ASSISTANT_NAME = "Athena";

/**
 * The floating assistant: its conversation inside the frame (launch button, welcome popup, panel, history).
 * Quick questions follow the page the person is on. The assistant's sign-in flag goes false when the widget goes
 * away (portal-shell §4.2).
 */
export const AssistantWidget = () => {
  const config = useQuery(clientConfigQuery);
  const model = config.data?.AssistantModel ?? "";
  const assistantName = config.data?.AssistantName || FALLBACK_ASSISTANT_NAME;
  const chat = useAssistantChat({ model });
  // The app's addresses are hash addresses: the router's path is the page's own path.
  const { pathname } = useLocation();
  const quickQuestions = useMemo(() => assistantQuickQuestions(pathname), [pathname]);

  useEffect(() => () => clearAssistantAuth(), []);

  // The name is on the launch button and the welcome popup: wait for the configuration rather than flash a default.
  if (config.isPending) return null;
  return (
    <AssistantFrame chat={chat} assistantName={assistantName} model={model}>
      <ChatConversation chat={chat} assistantName={assistantName} quickQuestions={quickQuestions} />
    </AssistantFrame>
  );
};
