/** Resolves at once when the browser is online, otherwise when the connection comes back. */
const whenOnline = (): Promise<void> =>
  navigator.onLine !== false
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

/** How long a failed load waits before asking whether the browser has meanwhile learnt it is offline. */
const OFFLINE_NOTICE_MS = 500;

/**
 * A part of the app that loads on demand (a page, the assistant, a dialog), loaded when the browser can:
 * offline, it waits until the connection is back, and a load that fails because the connection went is tried
 * again then. A person who loses the connection keeps the page they had instead of an error in its place; a
 * failure while online is thrown as before (the router's error page says so).
 */
export const loadWhenOnline =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    for (;;) {
      await whenOnline();
      try {
        return await load();
      } catch (err) {
        await new Promise((resolve) => setTimeout(resolve, OFFLINE_NOTICE_MS));
        if (navigator.onLine !== false) throw err;
      }
    }
  };
