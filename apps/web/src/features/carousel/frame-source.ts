import { EMBED_MESSAGE_TYPE, EMBED_PATH, type EmbedMessage } from "@fieldstead/domain";

/** What a frame loads, and whether it is the product's own embed page (which reports 'ready' or 'error'). */
export type FrameSource = { src: string; isOwnEmbed: boolean };

/**
 * A dashboard address as a frame's source, resolved against the page's origin: only http and https
 * addresses are framed (a `javascript:` or `data:` address never is); null otherwise.
 */
export const frameSource = (url: string, origin: string): FrameSource | null => {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  return {
    src: parsed.href,
    isOwnEmbed: parsed.origin === origin && parsed.pathname.startsWith(`${EMBED_PATH}/`),
  };
};

/** A message an embedded dashboard posted to the page framing it, or null for anything else. */
export const embedMessageState = (data: unknown): EmbedMessage["state"] | null => {
  if (typeof data !== "object" || data === null) return null;
  const { type, state } = data as Partial<EmbedMessage>;
  if (type !== EMBED_MESSAGE_TYPE) return null;
  return state === "ready" || state === "error" ? state : null;
};
