import type { TimerRequests } from "./carousel-frames.ts";

export type TimerHost = {
  /** Starts the timers that are new (or have a new seq) and stops those no longer asked for. */
  sync: (timers: TimerRequests) => void;
  /** Stops every timer: nothing fires afterwards. */
  dispose: () => void;
  /** How many timers are running. */
  size: () => number;
};

/**
 * Runs the timers the carousel's state asks for, one browser timer per key, and reports each that fires
 * with its key and seq. Nothing else schedules time, so a page that runs for days holds at most one timer
 * per key.
 */
export const createTimerHost = (onFire: (key: string, seq: number) => void): TimerHost => {
  const running = new Map<string, { seq: number; handle: ReturnType<typeof setTimeout> }>();
  // A timer that fired stays asked for until its news is handled: it must not start again meanwhile.
  const fired = new Map<string, number>();
  let isDisposed = false;
  return {
    sync(timers) {
      if (isDisposed) return;
      for (const key of fired.keys()) if (timers[key]?.seq !== fired.get(key)) fired.delete(key);
      for (const [key, timer] of running) {
        if (timers[key]?.seq === timer.seq) continue;
        clearTimeout(timer.handle);
        running.delete(key);
      }
      for (const [key, { ms, seq }] of Object.entries(timers)) {
        if (running.has(key) || fired.get(key) === seq) continue;
        const handle = setTimeout(() => {
          running.delete(key);
          fired.set(key, seq);
          onFire(key, seq);
        }, ms);
        running.set(key, { seq, handle });
      }
    },
    dispose() {
      isDisposed = true;
      for (const { handle } of running.values()) clearTimeout(handle);
      running.clear();
      fired.clear();
    },
    size: () => running.size,
  };
};
