/** How long the page must go without a larger paint before it counts as settled. */
export const SETTLE_QUIET_MS = 1_000;
/** The longest the page is waited for: a page still painting after this has its content on screen anyway. */
export const SETTLE_MAX_MS = 6_000;

/**
 * Calls `onSettled` once the page's own content has painted: after its largest paint so far has stood for a
 * second (or after six seconds at most), so what the assistant shows never comes before, or as, the page's
 * main content. Answers a function that cancels the wait.
 */
export const whenPageSettled = (onSettled: () => void): (() => void) => {
  let quiet = 0;
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    window.clearTimeout(quiet);
    window.clearTimeout(longest);
    observer?.disconnect();
    onSettled();
  };
  const restartQuiet = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(finish, SETTLE_QUIET_MS);
  };
  const longest = window.setTimeout(finish, SETTLE_MAX_MS);
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver(restartQuiet);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  } catch {
    observer = null; // A browser without paint timing: the quiet second alone.
  }
  restartQuiet();
  return () => {
    isDone = true;
    window.clearTimeout(quiet);
    window.clearTimeout(longest);
    observer?.disconnect();
  };
};
