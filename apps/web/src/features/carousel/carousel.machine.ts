import { CAROUSEL, carouselDisplayMs } from "@fieldstead/domain";
import {
  clearTimer,
  freshFrames,
  isSettled,
  setTimer,
  withFrame,
  type CarouselFrame,
  type TimerRequests,
} from "./carousel-frames.ts";

export type { CarouselFrame, FrameStatus, TimerRequest, TimerRequests } from "./carousel-frames.ts";

/** A frame that has not loaded (nor reported itself ready) this long counts as failed. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

/** One dashboard of the list; `url` is null when its address cannot be shown in a frame. */
export type CarouselDashboard = { id: number; title: string; url: string | null };

/**
 * - loadingList: the list is being fetched (first time, or after an empty state)
 * - preloading: every dashboard loads in a hidden frame; the loading overlay counts them
 * - showing: the dashboards play
 * - empty: no dashboards, or the list could not be loaded
 */
export type CarouselStatus = "loadingList" | "preloading" | "showing" | "empty";

/**
 * The autoplay clock while showing: starting (the wait after preloading), displaying (the dashboard's own
 * time), pausing (between two dashboards), restarting (after a manual move), paused (by the person).
 */
export type AutoplayPhase = "starting" | "displaying" | "pausing" | "restarting" | "paused";

export type CarouselState = {
  status: CarouselStatus;
  dashboards: readonly CarouselDashboard[];
  /** One frame per dashboard, in the same order. */
  frames: readonly CarouselFrame[];
  index: number;
  /** The dashboard that slides out after a move; null before the first move. */
  previousIndex: number | null;
  /** 1 when the last move went forward (slides up), -1 when it went back. */
  direction: 1 | -1;
  autoplay: AutoplayPhase;
  /** The list fetch the page should make: each new number asks for one fetch. */
  listRequest: number;
  /** The timers the page should keep running, by key; a new seq restarts one. */
  timers: TimerRequests;
  /** The last number handed out to a timer or a frame load. */
  counter: number;
};

export type CarouselEvent =
  | { type: "listLoaded"; request: number; dashboards: readonly CarouselDashboard[] }
  | { type: "listFailed"; request: number }
  | { type: "frameLoaded"; index: number; generation: number }
  | { type: "frameFailed"; index: number; generation: number }
  | { type: "timerFired"; key: string; seq: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "jump"; index: number }
  | { type: "togglePause" }
  | { type: "retry"; index: number };

/** Timer keys: one autoplay clock, the periodic reload, and per frame its load time-out and its retry. */
export const AUTOPLAY_TIMER = "autoplay";
export const RELOAD_TIMER = "reload";
export const loadTimer = (index: number) => `load:${index}`;
export const retryTimer = (index: number) => `retry:${index}`;

export const initialCarouselState = (): CarouselState => ({
  status: "loadingList",
  dashboards: [],
  frames: [],
  index: 0,
  previousIndex: null,
  direction: 1,
  autoplay: "starting",
  listRequest: 1,
  timers: {},
  counter: 0,
});

const wrap = (index: number, length: number) => ((index % length) + length) % length;

const displayTimer = (state: CarouselState): CarouselState =>
  setTimer(
    { ...state, autoplay: "displaying" },
    AUTOPLAY_TIMER,
    carouselDisplayMs(state.dashboards[state.index]!.id),
  );

/** Once every frame has loaded or failed, the first dashboard shows and autoplay starts after the wait. */
const finishPreloading = (state: CarouselState): CarouselState => {
  if (state.status !== "preloading" || !state.frames.every(isSettled)) return state;
  return setTimer(
    { ...state, status: "showing", autoplay: "starting" },
    AUTOPLAY_TIMER,
    CAROUSEL.startDelayMs,
  );
};

const emptied = (state: CarouselState): CarouselState =>
  setTimer(
    {
      ...state,
      status: "empty",
      dashboards: [],
      frames: [],
      index: 0,
      previousIndex: null,
      autoplay: "starting",
      timers: {},
    },
    RELOAD_TIMER,
    CAROUSEL.reloadMs,
  );

const listLoaded = (state: CarouselState, dashboards: readonly CarouselDashboard[]): CarouselState => {
  if (dashboards.length === 0) return emptied(state);
  // A reload while showing replaces every frame's address and keeps playing; the first load (or one after
  // an empty state) preloads the frames behind the overlay.
  const isShowing = state.status === "showing";
  const index = isShowing && state.index < dashboards.length ? state.index : 0;
  const autoplayTimer = isShowing ? state.timers[AUTOPLAY_TIMER] : undefined;
  const base: CarouselState = {
    ...state,
    status: isShowing ? "showing" : "preloading",
    dashboards,
    index,
    previousIndex: null,
    autoplay: isShowing ? state.autoplay : "starting",
    timers: autoplayTimer ? { [AUTOPLAY_TIMER]: autoplayTimer } : {},
  };
  const next = setTimer(freshFrames(base, loadTimer, FRAME_LOAD_TIMEOUT_MS), RELOAD_TIMER, CAROUSEL.reloadMs);
  // The dashboard on show changed under a running clock: it gets its own full time.
  return index !== state.index && next.autoplay === "displaying" ? displayTimer(next) : next;
};

const frameSettled = (
  state: CarouselState,
  index: number,
  generation: number,
  status: "loaded" | "failed",
): CarouselState => {
  const frame = state.frames[index];
  if (!frame || frame.generation !== generation) return state;
  // A late answer still counts: a slow frame that loads after its time-out recovers, and a frame that
  // reports an error after it loaded shows as unavailable.
  const isChange = status === "loaded" ? frame.status !== "loaded" : frame.status !== "failed";
  if (!isChange || frame.status === "retrying") return state;
  return finishPreloading(clearTimer(withFrame(state, index, { ...frame, status }), loadTimer(index)));
};

const move = (state: CarouselState, target: number, direction: 1 | -1): CarouselState => {
  if (state.status !== "showing" || target === state.index) return state;
  const moved: CarouselState = { ...state, index: target, previousIndex: state.index, direction };
  if (state.autoplay === "paused") return moved;
  return setTimer({ ...moved, autoplay: "restarting" }, AUTOPLAY_TIMER, CAROUSEL.restartAfterMoveMs);
};

const autoplayTick = (state: CarouselState): CarouselState => {
  switch (state.autoplay) {
    case "starting":
    case "restarting":
      return displayTimer(state);
    case "displaying":
      if (state.dashboards.length < 2) return displayTimer(state);
      return setTimer({ ...state, autoplay: "pausing" }, AUTOPLAY_TIMER, CAROUSEL.pauseBetweenMs);
    case "pausing": {
      const index = wrap(state.index + 1, state.dashboards.length);
      return displayTimer({ ...state, index, previousIndex: state.index, direction: 1 });
    }
    case "paused":
      return state;
  }
};

const timerFired = (state: CarouselState, key: string, seq: number): CarouselState => {
  if (state.timers[key]?.seq !== seq) return state;
  const cleared = clearTimer(state, key);
  if (key === RELOAD_TIMER) return { ...cleared, listRequest: state.listRequest + 1 };
  if (key === AUTOPLAY_TIMER) return state.status === "showing" ? autoplayTick(cleared) : cleared;
  const [kind, at] = key.split(":");
  const index = Number(at);
  const frame = cleared.frames[index];
  if (!frame) return cleared;
  if (kind === "load" && frame.status === "loading")
    return finishPreloading(withFrame(cleared, index, { ...frame, status: "failed" }));
  if (kind === "retry" && frame.status === "retrying") {
    const generation = cleared.counter + 1;
    const reloaded = { ...cleared, counter: generation };
    // An address that cannot be framed fails again at once.
    if (cleared.dashboards[index]?.url === null)
      return withFrame(reloaded, index, { status: "failed", generation });
    return setTimer(
      withFrame(reloaded, index, { status: "loading", generation }),
      loadTimer(index),
      FRAME_LOAD_TIMEOUT_MS,
    );
  }
  return cleared;
};

/** The carousel's behaviour (portal-shell §2.8, §4.9): a pure function of the state and one event. */
export const carouselReducer = (state: CarouselState, event: CarouselEvent): CarouselState => {
  switch (event.type) {
    case "listLoaded":
      return event.request === state.listRequest ? listLoaded(state, event.dashboards) : state;
    case "listFailed":
      // The list emptied, the loader stopped, the empty state shown (portal-shell §8).
      return event.request === state.listRequest ? emptied(state) : state;
    case "frameLoaded":
      return frameSettled(state, event.index, event.generation, "loaded");
    case "frameFailed":
      return frameSettled(state, event.index, event.generation, "failed");
    case "timerFired":
      return timerFired(state, event.key, event.seq);
    case "next":
      return move(state, wrap(state.index + 1, state.dashboards.length), 1);
    case "previous":
      return move(state, wrap(state.index - 1, state.dashboards.length), -1);
    case "jump": {
      // A jump goes only to an index inside the list; any other leaves the carousel where it is (portal-shell §4.9).
      const { index } = event;
      if (!Number.isInteger(index) || index < 0 || index >= state.dashboards.length) return state;
      return move(state, index, index > state.index ? 1 : -1);
    }
    case "togglePause":
      if (state.status !== "showing") return state;
      if (state.autoplay === "paused") return displayTimer(state);
      return clearTimer({ ...state, autoplay: "paused" }, AUTOPLAY_TIMER);
    case "retry": {
      const frame = state.frames[event.index];
      if (!frame || frame.status !== "failed") return state;
      return setTimer(
        withFrame(state, event.index, { ...frame, status: "retrying" }),
        retryTimer(event.index),
        CAROUSEL.retryDelayMs,
      );
    }
  }
};

/** How many frames have loaded (a failed load counts as loaded), for 'x of y dashboards loaded'. */
export const loadedCount = (state: CarouselState): number => state.frames.filter(isSettled).length;

export const currentDashboard = (state: CarouselState): CarouselDashboard | null =>
  state.status === "showing" ? (state.dashboards[state.index] ?? null) : null;
