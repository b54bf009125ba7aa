import { vi } from "vitest";
import { currentDashboard, type CarouselDashboard } from "./carousel.machine.ts";
import { createCarouselRunner } from "./carousel-runner.ts";

export const HOURS_4 = 4 * 60 * 60 * 1000;

// Display times (portal-shell §9): 1424 30 s, 1423 20 s, any other id 25 s.
export const LIST: CarouselDashboard[] = [
  { id: 1424, title: "Sales Analytics", url: "https://portal.example/embed/dashboard/a" },
  { id: 1423, title: "Financial Metrics", url: "https://portal.example/embed/dashboard/b" },
  { id: 77, title: "Dashboard 77", url: "https://dashboards.example/77" },
];

/** The machine as the page runs it (its list fetch never answers: the tests answer for it). */
export const runCarousel = () => {
  const runner = createCarouselRunner({ fetchList: () => new Promise(() => undefined) });
  runner.start();
  const send = runner.send;
  const loadList = (dashboards: CarouselDashboard[] = LIST) =>
    send({ type: "listLoaded", request: runner.getState().listRequest, dashboards });
  const frameOf = (index: number) => runner.getState().frames[index]!;
  const loadFrame = (index: number) =>
    send({ type: "frameLoaded", index, generation: frameOf(index).generation });
  const failFrame = (index: number) =>
    send({ type: "frameFailed", index, generation: frameOf(index).generation });
  /** The list loaded, every frame loaded and the 3 s start wait over: the first dashboard plays. */
  const play = (dashboards: CarouselDashboard[] = LIST) => {
    loadList(dashboards);
    dashboards.forEach((_, i) => loadFrame(i));
    vi.advanceTimersByTime(3_000);
  };
  return {
    get state() {
      return runner.getState();
    },
    send,
    runner,
    loadList,
    loadFrame,
    failFrame,
    play,
    title: () => currentDashboard(runner.getState())?.title ?? null,
  };
};
