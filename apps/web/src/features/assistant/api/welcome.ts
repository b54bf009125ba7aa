import { AssistantWelcomeContract, AssistantWelcomeShownContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** GET assistant/welcome: whether the caller is still to be shown the welcome pop-up (once per person). */
export const welcomeQuery = (employeeId: number | undefined) => ({
  queryKey: ["assistant-welcome", employeeId],
  queryFn: () => callContract(AssistantWelcomeContract, { isSilent: true }),
  staleTime: Infinity,
  retry: false,
});

/** POST assistant/welcome/shown: the pop-up has been shown to the caller; it does not show again anywhere. */
export const markWelcomeShown = () => callContract(AssistantWelcomeShownContract, { isSilent: true });
