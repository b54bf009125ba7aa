import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../auth/index.ts";
import { landingModulesQuery } from "../../permissions/index.ts";

/**
 * Whether the floating assistant is there to answer: it is part of the signed-in frame and shows only when the
 * landing-page response says ShowChatBot (portal-shell §6). Until that response is known the answer is yes,
 * so the buttons do not blink away on every visit; a question asked meanwhile waits for the assistant.
 */
export const useCanAskAssistant = (): boolean => {
  const { user } = useSession();
  const landing = useQuery({
    ...landingModulesQuery(user?.EmployeeId, user?.RoleId),
    enabled: user !== null,
  });
  return user !== null && landing.data?.ShowChatBot !== false;
};
