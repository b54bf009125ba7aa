import { useEffect, useState } from "react";
import { ASSISTANT_POPUP } from "@fieldstead/domain";

/**
 * The header popup's states (portal-shell §4.3). closed: not in the page; visible: in the page without the open
 * class (just mounted, or playing its hide); open: the open class is on, so the popup has faded and slid in.
 */
export type ChatPopupPhase = "closed" | "visible" | "open";

/**
 * Opening mounts the popup, then adds the open class 10 ms later so the browser plays the transition from its
 * closed look; closing removes the class at once and unmounts the popup when the 300 ms hide is over.
 */
export const useChatPopupPhase = (isOpen: boolean): ChatPopupPhase => {
  const [phase, setPhase] = useState<ChatPopupPhase>(isOpen ? "visible" : "closed");
  useEffect(() => {
    if (isOpen) {
      setPhase((previous) => (previous === "open" ? previous : "visible"));
      const timer = window.setTimeout(() => setPhase("open"), ASSISTANT_POPUP.openDelayMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((previous) => (previous === "closed" ? previous : "visible"));
    const timer = window.setTimeout(() => setPhase("closed"), ASSISTANT_POPUP.hideMs);
    return () => window.clearTimeout(timer);
  }, [isOpen]);
  return phase;
};
