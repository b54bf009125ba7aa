import { useEffect, useState, useSyncExternalStore } from "react";
import { fetchCarouselDashboards } from "../api/get-carousel-links.ts";
import type { CarouselEvent, CarouselState } from "../carousel.machine.ts";
import { createCarouselRunner } from "../carousel-runner.ts";

/**
 * The carousel's machine for the page: its state, and `send` for the page's events. Its timers and list
 * fetches run while the page is shown and all stop when it goes.
 */
export const useCarousel = (): { state: CarouselState; send: (event: CarouselEvent) => void } => {
  const [runner] = useState(() => createCarouselRunner({ fetchList: fetchCarouselDashboards }));
  useEffect(() => {
    runner.start();
    return () => runner.stop();
  }, [runner]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState);
  return { state, send: runner.send };
};
