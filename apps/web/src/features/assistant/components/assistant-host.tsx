import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../auth/index.ts";
import { landingModulesQuery } from "../../permissions/index.ts";
import { loadWhenOnline } from "../../../lib/load-when-online.ts";

// The widget, its MUI parts and the HTML sanitiser load only for people whose organisation has the chat.
const AssistantWidget = lazy(
  loadWhenOnline(async () => ({
    default: (await import("./assistant-widget.tsx")).AssistantWidget,
  })),
);

/** The widget starts loading this long after the page has shown, at the browser's next quiet moment. */
const START_DELAY_MS = 1_000;
/** The longest it then waits for a quiet moment. */
const IDLE_WAIT_MS = 2_000;

/**
 * True a moment after the page has shown, once the browser is idle: the page's own data and drawing come first.
 * (Right at the start the browser is often idle only because it is waiting for the page's data.)
 */
const useBrowserIdle = (): boolean => {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== "function") setIsIdle(true);
      else idleHandle = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_WAIT_MS });
    }, START_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);
  return isIdle;
};

/**
 * The floating assistant, when the landing-page response allows the chat (ShowChatBot, portal-shell §6). It loads
 * when the browser is first idle, so it never competes with the page the person came for.
 */
export const AssistantHost = () => {
  const { user } = useSession();
  const isIdle = useBrowserIdle();
  const landing = useQuery({
    ...landingModulesQuery(user?.EmployeeId, user?.RoleId),
    enabled: user !== null,
  });
  if (!isIdle || landing.data?.ShowChatBot !== true) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  );
};
