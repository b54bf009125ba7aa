import { ASSISTANT } from "@fieldstead/domain";

export type ScrollPosition = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Whether the reader is at the bottom of the conversation, or close enough that a streaming answer should
 * keep them there; further up than the margin, they are reading something earlier (portal-shell §9).
 */
export const isNearBottom = (
  { scrollTop, scrollHeight, clientHeight }: ScrollPosition,
  marginPx: number = ASSISTANT.scrollLockMarginPx,
): boolean => scrollHeight - clientHeight - scrollTop <= marginPx;
