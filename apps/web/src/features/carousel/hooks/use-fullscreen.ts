import { useCallback, useEffect, useState } from "react";

const isFullscreenNow = () => typeof document !== "undefined" && Boolean(document.fullscreenElement);

/** The page's fullscreen state (the Fullscreen API) and a toggle; a browser that refuses leaves it as it was. */
export const useFullscreen = (): { isFullscreen: boolean; toggle: () => void } => {
  const [isFullscreen, setFullscreen] = useState(isFullscreenNow);
  useEffect(() => {
    const handleChange = () => setFullscreen(isFullscreenNow());
    document.addEventListener("fullscreenchange", handleChange);
    return () => document.removeEventListener("fullscreenchange", handleChange);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const root = document.documentElement;
    if (typeof root.requestFullscreen === "function") void root.requestFullscreen().catch(() => undefined);
  }, []);
  return { isFullscreen, toggle };
};
