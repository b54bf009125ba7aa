import { AssistantFeedbackContract, type ChatFeedback } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST update-chat-comment: a like, or a dislike with its reason and comment (portal-shell §7.1); reply unread. */
export const sendChatFeedback = async (feedback: ChatFeedback): Promise<void> => {
  await callContract(AssistantFeedbackContract, { body: feedback, isSilent: true });
};
