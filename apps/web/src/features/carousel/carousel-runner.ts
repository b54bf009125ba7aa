import {
  carouselReducer,
  initialCarouselState,
  type CarouselDashboard,
  type CarouselEvent,
  type CarouselState,
} from "./carousel.machine.ts";
import { createTimerHost, type TimerHost } from "./carousel-timers.ts";

export type CarouselRunnerOptions = {
  fetchList: (signal: AbortSignal) => Promise<readonly CarouselDashboard[]>;
};

export type CarouselRunner = {
  send: (event: CarouselEvent) => void;
  getState: () => CarouselState;
  subscribe: (listener: () => void) => () => void;
  /** Runs the state's timers and list fetches; `stop` ends them all (start again resumes). */
  start: () => void;
  stop: () => void;
};

/**
 * The carousel's machine at work, outside any rendering: each event goes through the reducer, and the timers
 * and list fetch the new state asks for start at once, so the schedule follows the machine's own events
 * whenever the page gets to draw.
 */
export const createCarouselRunner = ({ fetchList }: CarouselRunnerOptions): CarouselRunner => {
  let state = initialCarouselState();
  let host: TimerHost | null = null;
  let fetching: { request: number; controller: AbortController } | null = null;
  let answered = 0;
  const listeners = new Set<() => void>();

  const fetchIfAsked = () => {
    const request = state.listRequest;
    if (request === answered || fetching?.request === request) return;
    fetching?.controller.abort();
    const controller = new AbortController();
    fetching = { request, controller };
    const settle = (event: CarouselEvent) => {
      if (fetching?.controller !== controller) return;
      fetching = null;
      answered = request;
      send(event);
    };
    fetchList(controller.signal).then(
      (dashboards) => settle({ type: "listLoaded", request, dashboards }),
      () => {
        if (!controller.signal.aborted) settle({ type: "listFailed", request });
      },
    );
  };

  const apply = () => {
    if (!host) return;
    host.sync(state.timers);
    fetchIfAsked();
  };

  const send = (event: CarouselEvent) => {
    const next = carouselReducer(state, event);
    if (next === state) return;
    state = next;
    apply();
    listeners.forEach((listener) => listener());
  };

  return {
    send,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (host) return;
      host = createTimerHost((key, seq) => send({ type: "timerFired", key, seq }));
      apply();
    },
    stop() {
      host?.dispose();
      host = null;
      fetching?.controller.abort();
      fetching = null;
    },
  };
};
