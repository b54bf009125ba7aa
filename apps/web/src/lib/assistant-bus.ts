type OpenRequest = { question?: string };
type Listener = (request: OpenRequest) => void;

const listeners = new Set<Listener>();
/** A request made before the assistant had loaded; delivered to the first listener. */
let pending: OpenRequest | null = null;

/**
 * Opens the floating assistant from elsewhere in the portal (the help centre's 'Ask' button, the AI Assistant
 * page), optionally asking a question at once. A request made while the assistant is still loading waits for it.
 */
export const openAssistant = (request: OpenRequest = {}): void => {
  if (listeners.size === 0) {
    pending = request;
    return;
  }
  listeners.forEach((l) => l(request));
};

/** The floating assistant listens here; returns the unsubscribe. */
export const onOpenAssistant = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (pending) {
    const request = pending;
    pending = null;
    listener(request);
  }
  return () => {
    listeners.delete(listener);
  };
};
