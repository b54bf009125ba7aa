import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CarouselDashboard } from "./carousel.machine.ts";
import { createCarouselRunner } from "./carousel-runner.ts";

const LIST: CarouselDashboard[] = [
  { id: 1447, title: "Work Orders", url: "https://portal.example/embed/dashboard/a" },
  { id: 1424, title: "Asset Inventory", url: "https://portal.example/embed/dashboard/b" },
];
const HOURS_4 = 4 * 60 * 60 * 1000;

/** A list fetch the test answers, one call at a time. */
const controlledFetch = () => {
  const calls: { signal: AbortSignal; resolve: (list: CarouselDashboard[]) => void; reject: () => void }[] =
    [];
  const fetchList = (signal: AbortSignal) =>
    new Promise<CarouselDashboard[]>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, fetchList };
};

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the carousel's runner", () => {
  it("fetches the list once when started and preloads what it answers", async () => {
    const { calls, fetchList } = controlledFetch();
    const runner = createCarouselRunner({ fetchList });
    const seen: string[] = [];
    runner.subscribe(() => seen.push(runner.getState().status));
    expect(calls).toHaveLength(0);
    runner.start();
    runner.start();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(LIST);
    await flush();
    expect(runner.getState().status).toBe("preloading");
    expect(seen).toEqual(["preloading"]);
    expect(runner.getState().frames).toHaveLength(2);
  });

  it("shows the empty state when the fetch fails", async () => {
    const { calls, fetchList } = controlledFetch();
    const runner = createCarouselRunner({ fetchList });
    runner.start();
    calls[0]!.reject();
    await flush();
    expect(runner.getState().status).toBe("empty");
  });

  it("fetches again every 4 hours, with the machine's timers running on its own events", async () => {
    const { calls, fetchList } = controlledFetch();
    const runner = createCarouselRunner({ fetchList });
    runner.start();
    calls[0]!.resolve(LIST);
    await flush();
    const { frames } = runner.getState();
    frames.forEach((frame, index) =>
      runner.send({ type: "frameLoaded", index, generation: frame.generation }),
    );
    // 3 s wait, 35 s for Work Orders (1447), 0.5 s pause: Asset Inventory, without anything drawn between.
    vi.advanceTimersByTime(38_500);
    expect(runner.getState().index).toBe(1);
    await vi.advanceTimersByTimeAsync(HOURS_4 - 38_500);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(LIST.slice(0, 1));
    await flush();
    expect(runner.getState().frames).toHaveLength(1);
    expect(runner.getState().status).toBe("showing");
  });

  it("stops its timers and its fetch, ignores a late answer, and resumes when started again", async () => {
    const { calls, fetchList } = controlledFetch();
    const runner = createCarouselRunner({ fetchList });
    runner.start();
    runner.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(LIST);
    await flush();
    expect(runner.getState().status).toBe("loadingList");
    runner.start();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(LIST);
    await flush();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    runner.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
