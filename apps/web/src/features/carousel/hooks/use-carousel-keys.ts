import { useEffect, useRef } from "react";
import { carouselKeyAction, type CarouselKeyAction } from "../carousel-keys.ts";

export type CarouselKeyHandlers = Record<CarouselKeyAction, () => void>;

/**
 * The carousel's keys, on the whole page. A handled key's default is prevented: Space must not also press a
 * focused button, and the arrows must not scroll.
 */
export const useCarouselKeys = (handlers: CarouselKeyHandlers): void => {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const action = carouselKeyAction(event);
      if (action === null) {
        // A held Space still must not press the focused button.
        if (event.key === " " && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
        return;
      }
      event.preventDefault();
      handlersRef.current[action]();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
};
