import { ASSISTANT_KEEP_OPEN_ATTR } from "../assistant-chat.types.ts";

/**
 * Spread on a pop-up's root, paper and backdrop: a click there is not a click outside the panel, so the panel
 * stays open (portal-shell §4.2).
 */
export const KEEP_PANEL_OPEN: Record<string, string> = { [ASSISTANT_KEEP_OPEN_ATTR]: "true" };
