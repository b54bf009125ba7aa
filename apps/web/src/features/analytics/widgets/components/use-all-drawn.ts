import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `onDrawn` once, when every chart on screen (by key) has finished its first drawing; at once when
 * there is none. Answers the function a chart calls when it has.
 */
export const useAllDrawn = (
  keys: readonly string[],
  onDrawn: (() => void) | undefined,
): ((key: string) => void) => {
  const stateRef = useRef({ keys, drawn: new Set<string>(), isReported: false });
  const onDrawnRef = useRef(onDrawn);

  const reportWhenComplete = useCallback(() => {
    const state = stateRef.current;
    if (state.isReported || state.keys.some((key) => !state.drawn.has(key))) return;
    state.isReported = true;
    onDrawnRef.current?.();
  }, []);

  useEffect(() => {
    onDrawnRef.current = onDrawn;
    stateRef.current.keys = keys;
    reportWhenComplete();
  });

  return useCallback(
    (key: string) => {
      stateRef.current.drawn.add(key);
      reportWhenComplete();
    },
    [reportWhenComplete],
  );
};
