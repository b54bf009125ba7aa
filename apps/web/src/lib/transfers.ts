import { useEffect, useSyncExternalStore } from "react";
import { downloads } from "./leave-guard.ts";

const listeners = new Set<() => void>();
let running = 0;
const notify = () => listeners.forEach((listener) => listener());

/**
 * Uploads and downloads still running (portal-shell §5): while one runs, leaving the page asks
 * "Leave Site?\nAll Files may not be downloaded." first. `begin` returns the function that ends the transfer;
 * calling it more than once counts once.
 */
export const transfers = {
  begin(): () => void {
    running += 1;
    notify();
    let isEnded = false;
    return () => {
      if (isEnded) return;
      isEnded = true;
      running = Math.max(0, running - 1);
      notify();
    };
  },
  count: (): number => running,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
};

/** The number of running transfers, re-rendering when it changes. */
export const useTransferCount = (): number =>
  useSyncExternalStore(transfers.subscribe, transfers.count, transfers.count);

/**
 * Mounted once (in LeaveGuardHost): while any transfer runs, the leave guard counts one running download, so
 * the host's navigation blocker and beforeunload prompt ask before the page is left.
 */
export const useTransfersGuard = (): void => {
  const isRunning = useTransferCount() > 0;
  useEffect(() => {
    if (!isRunning) return;
    downloads.started();
    return downloads.finished;
  }, [isRunning]);
};
