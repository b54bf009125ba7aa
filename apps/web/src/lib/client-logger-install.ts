import { LogExternalBatchContract, LogSource, type LogEntry } from "@fieldstead/domain";
import { ApiError, callContract, onApiCall } from "./http.ts";
import { sessionStore } from "./storage.ts";
import {
  createClientLogger,
  LOG_BATCH_PATH,
  type ClientLogger,
  type ClientLoggerDeps,
} from "./client-logger.ts";

/** The in-app route: after '#' on desktop, the path and query on a phone. */
const appRoute = (location: Location): string =>
  location.hash.startsWith("#/") ? location.hash.slice(1) : `${location.pathname}${location.search}`;

/**
 * What is left in the queue when the page goes away. A beacon cannot carry the marker header a cookie-borne
 * call needs, so this is a fetch the browser keeps alive after the page is gone.
 */
const sendOnExit = (entries: LogEntry[]): void => {
  if (!sessionStore.read()) return;
  // The session goes in its cookie; the marker lets a cookie-borne call change state.
  void fetch(`/api${LOG_BATCH_PATH}`, {
    method: "POST",
    keepalive: true,
    credentials: "include",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    body: JSON.stringify(entries),
  }).catch(() => undefined);
};

export const browserLoggerDeps = (): ClientLoggerDeps => ({
  // Silent: the log never shows the loader.
  send: (entries) => callContract(LogExternalBatchContract, { body: entries, isSilent: true }),
  sendOnExit,
  currentUser: () => {
    const user = sessionStore.peek();
    return user ? { id: user.EmployeeId, name: user.EmpFullName } : null;
  },
  // Offline the HTTP client would show its snackbar; the log waits quietly instead.
  canSend: () => navigator.onLine !== false && sessionStore.read() !== null,
  page: () => ({ href: location.href, route: appRoute(location), userAgent: navigator.userAgent }),
  now: () => new Date(),
});

/** The tab's one client log. */
export const clientLogger: ClientLogger = createClientLogger(browserLoggerDeps());

/** An 'error' event's error, or what the event says when the script gave none (e.g. 'Script error.'). */
const errorOf = (event: ErrorEvent): unknown =>
  event.error ?? {
    name: "Error",
    message: event.message,
    stack: event.filename ? `at ${event.filename}:${event.lineno}:${event.colno}` : undefined,
  };

/**
 * Logs failed calls and every error nothing handled, sends every 20 s, and sends what is left when the page
 * goes away. The errors go on as before: nothing here prevents the browser's own reporting.
 */
export const installClientLogging = (
  logger: ClientLogger = clientLogger,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): (() => void) => {
  // A failure inside the log must never raise another error event (it would log itself again).
  const quietly = (action: () => void) => {
    try {
      action();
    } catch {
      // Nothing to do: the log is best effort.
    }
  };
  const handleError = (event: Event) =>
    quietly(() => logger.logError(errorOf(event as ErrorEvent), LogSource.Window));
  const handleRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    // A failed call is already in the log (or was never sent: offline).
    if (reason instanceof ApiError) return;
    quietly(() => logger.logError(reason, LogSource.Promise));
  };
  const handlePageHide = () => quietly(() => logger.flushOnExit());
  target.addEventListener("error", handleError);
  target.addEventListener("unhandledrejection", handleRejection);
  target.addEventListener("pagehide", handlePageHide);
  const stopCalls = onApiCall((call) => quietly(() => logger.logApiCall(call)));
  logger.start();
  return () => {
    target.removeEventListener("error", handleError);
    target.removeEventListener("unhandledrejection", handleRejection);
    target.removeEventListener("pagehide", handlePageHide);
    stopCalls();
    logger.stop();
  };
};
