import { useEffect, useRef } from "react";

/**
 * Calls `onReport` once with `value` when it is first set, after the render that set it: by then an
 * unsaved-changes hold released in that render has let go, so a page change in `onReport` is not asked about.
 */
export const useReportAfterRelease = <T>(value: T | null, onReport: (value: T) => void): void => {
  const isReported = useRef(false);
  useEffect(() => {
    if (value === null || isReported.current) return;
    isReported.current = true;
    onReport(value);
  }, [value, onReport]);
};
