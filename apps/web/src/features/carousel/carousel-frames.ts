/**
 * - loading: the frame's page is loading (or waiting to report itself ready)
 * - loaded: it loaded (or reported ready)
 * - failed: it reported an error, or did not load in time; 'Dashboard Unavailable' shows over it
 * - retrying: Retry was pressed; the frame reloads shortly
 */
export type FrameStatus = "loading" | "loaded" | "failed" | "retrying";

/** A frame's state; a new generation is a new frame element (a reload or a retry), so late news is ignored. */
export type CarouselFrame = { status: FrameStatus; generation: number };

/** A timer to keep running for `ms` from when its seq was handed out. */
export type TimerRequest = { ms: number; seq: number };
export type TimerRequests = Readonly<Record<string, TimerRequest>>;

type WithTimers = { timers: TimerRequests; counter: number };
type WithFrames = WithTimers & {
  frames: readonly CarouselFrame[];
  dashboards: readonly { url: string | null }[];
};

/** (Re)starts a timer: a new seq, so the page replaces a running one of the same key. */
export const setTimer = <S extends WithTimers>(state: S, key: string, ms: number): S => {
  const seq = state.counter + 1;
  return { ...state, counter: seq, timers: { ...state.timers, [key]: { ms, seq } } };
};

export const clearTimer = <S extends WithTimers>(state: S, key: string): S => {
  if (!(key in state.timers)) return state;
  const timers = { ...state.timers };
  delete timers[key];
  return { ...state, timers };
};

export const withFrame = <S extends WithFrames>(state: S, index: number, frame: CarouselFrame): S => ({
  ...state,
  frames: state.frames.map((f, i) => (i === index ? frame : f)),
});

/** Loaded, or failed (a failed load counts as loaded for the preload). */
export const isSettled = (frame: CarouselFrame): boolean =>
  frame.status === "loaded" || frame.status === "failed";

/**
 * One new frame per dashboard, each loading with its load time-out running; a dashboard whose address cannot
 * be framed fails at once.
 */
export const freshFrames = <S extends WithFrames>(
  state: S,
  loadTimerKey: (index: number) => string,
  timeoutMs: number,
): S => {
  let next: S = { ...state, frames: [] };
  const frames: CarouselFrame[] = [];
  state.dashboards.forEach((dashboard, index) => {
    const generation = next.counter + 1;
    next = { ...next, counter: generation };
    if (dashboard.url === null) {
      frames.push({ status: "failed", generation });
      return;
    }
    frames.push({ status: "loading", generation });
    next = setTimer(next, loadTimerKey(index), timeoutMs);
  });
  return { ...next, frames };
};
