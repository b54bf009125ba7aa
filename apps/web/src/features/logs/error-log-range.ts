import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import { DISPLAY_TIME_ZONE } from "@fieldstead/domain";

dayjs.extend(utc);
dayjs.extend(timezone);

export type DayRangeInput = { fromDay: string; toDay: string };
export type DayRange = { From?: string; To?: string; error?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (day: string) => dayjs.tz(day, DISPLAY_TIME_ZONE).startOf("day");

/**
 * The received-time filter for a range of whole days in Denver time (the display time zone): from the
 * first day's start, up to the start of the day after the last (the server's To is exclusive).
 */
export const dayRange = ({ fromDay, toDay }: DayRangeInput): DayRange => {
  const from = DAY.test(fromDay) ? dayStart(fromDay) : null;
  const to = DAY.test(toDay) ? dayStart(toDay).add(1, "day") : null;
  if (from && to && !from.isBefore(to)) return { error: "The end date must not be before the start date." };
  return {
    ...(from ? { From: from.toISOString() } : {}),
    ...(to ? { To: to.toISOString() } : {}),
  };
};
