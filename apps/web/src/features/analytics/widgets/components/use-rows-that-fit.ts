import { useEffect, useState, type RefObject } from "react";

/** The room at the foot of a table cut short, for the line saying how many rows are left out. */
export const MORE_LINE_PX = 24;

/**
 * How many rows, from the top, a box `height` pixels high shows whole, given where each row ends: all that
 * fit, or when some do not, those that fit above a line saying how many are left out. All while unmeasured.
 */
export const rowsThatFit = (rowBottoms: readonly number[], height: number | null): number => {
  const fitting = (room: number) => {
    const index = rowBottoms.findIndex((bottom) => bottom > room);
    return index === -1 ? rowBottoms.length : index;
  };
  if (height === null || fitting(height) === rowBottoms.length) return rowBottoms.length;
  return fitting(height - MORE_LINE_PX);
};

/** Where each body row of the table in `box` ends, from the top of the box (in layout pixels). */
const rowBottomsIn = (box: HTMLElement): number[] => {
  const table = box.querySelector("table");
  if (!table) return [];
  return [...table.querySelectorAll("tbody tr")].map((row) =>
    row instanceof HTMLElement ? table.offsetTop + row.offsetTop + row.offsetHeight : 0,
  );
};

/**
 * How many rows of the table in `box` show whole, measured again whenever the box changes size; every row
 * stays laid out (those past the count are to be hidden, not removed), so the measure does not move. All of
 * them when `isOn` is false or the browser cannot tell a box's size changes.
 */
export const useRowsThatFit = (box: RefObject<HTMLElement | null>, count: number, isOn: boolean): number => {
  const [shown, setShown] = useState(count);
  useEffect(() => {
    const element = box.current;
    if (!isOn || !element || typeof ResizeObserver === "undefined") return undefined;
    const measure = () => setShown(rowsThatFit(rowBottomsIn(element), element.clientHeight));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [box, isOn, count]);
  return isOn ? Math.min(shown, count) : count;
};
