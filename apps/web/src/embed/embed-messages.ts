import { EMBED_MESSAGE_TYPE, type EmbedMessage } from "@fieldstead/domain";

/**
 * Tells the page that frames this one (the carousel) how the dashboard stands: 'ready' once its data is drawn,
 * 'error' when the error page shows. Nothing is sent when the page is not framed.
 */
export const tellFramingPage = (state: EmbedMessage["state"], dashboardId: number | null): void => {
  if (window.parent === window) return;
  const message: EmbedMessage =
    dashboardId === null
      ? { type: EMBED_MESSAGE_TYPE, state }
      : { type: EMBED_MESSAGE_TYPE, state, dashboardId };
  // The carousel may sit on another origin than the dashboard; the message carries nothing secret.
  window.parent.postMessage(message, "*");
};
