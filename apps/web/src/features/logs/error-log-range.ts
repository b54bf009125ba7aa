import { addCalendarDays, parseCalendarDay, startOfCalendarDay } from "@fieldstead/domain";

export type DayRangeInput = { fromDay: string; toDay: string };
export type DayRange = { From?: string; To?: string; error?: string };

const isDay = (day: string) => parseCalendarDay(day) !== null;

/**
 * The received-time filter for a range of whole days in Denver time (the display time zone): from the
 * first day's start, up to the start of the day after the last (the server's To is exclusive).
 */
export const dayRange = ({ fromDay, toDay }: DayRangeInput): DayRange => {
  const from = isDay(fromDay) ? startOfCalendarDay(fromDay) : null;
  const to = isDay(toDay) ? startOfCalendarDay(addCalendarDays(toDay, 1)) : null;
  if (from && to && from >= to) return { error: "The end date must not be before the start date." };
  return {
    ...(from ? { From: from.toISOString() } : {}),
    ...(to ? { To: to.toISOString() } : {}),
  };
};
