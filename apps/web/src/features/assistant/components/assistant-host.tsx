import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../auth/hooks/session-context.ts";
import { landingModulesQuery } from "../../permissions/api/get-landing-modules.ts";

// The widget, its MUI parts and the HTML sanitiser load only for people whose organisation has the chat.
const AssistantWidget = lazy(async () => ({
  default: (await import("./assistant-widget.tsx")).AssistantWidget,
}));

/** The floating assistant, when the landing-page response allows the chat (ShowChatBot, portal-shell §6). */
export const AssistantHost = () => {
  const { user } = useSession();
  const landing = useQuery({
    ...landingModulesQuery(user?.EmployeeId, user?.RoleId),
    enabled: user !== null,
  });
  if (landing.data?.ShowChatBot !== true) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  );
};
