import { useLayoutEffect, useRef, useState } from "react";

/**
 * How many top menu items fit on one row. A hidden copy of the row (every item, then the 'More' button)
 * is measured; the items that do not fit, with room kept for 'More', go into the 'More' drop-down.
 * Measured again whenever the row or the copy changes size (window resize, web fonts arriving).
 */
export const useMenuOverflow = (itemCount: number) => {
  const rowRef = useRef<HTMLElement | null>(null);
  const measureRef = useRef<HTMLElement | null>(null);
  const [visibleCount, setVisibleCount] = useState(itemCount);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const update = () => {
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const available = row.clientWidth;
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (total <= available) {
        setVisibleCount(widths.length);
        return;
      }
      let used = moreWidth;
      let count = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        count += 1;
      }
      setVisibleCount(count);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemCount]);

  return { rowRef, measureRef, visibleCount: Math.min(visibleCount, itemCount) };
};
