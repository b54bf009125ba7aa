import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import { DISPLAY_TIME_ZONE } from "@fieldstead/domain";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Display formats (portal-platform §9), always in the display time zone (Denver). */
export const DISPLAY_FORMATS = {
  date: "MMM DD, YYYY",
  dateTime: "MMM DD, YYYY hh:mm A",
  monthYear: "MMM YYYY",
} as const;

export const formatDateTime = (value: string | Date): string =>
  dayjs(value).tz(DISPLAY_TIME_ZONE).format(DISPLAY_FORMATS.dateTime);

export const formatDate = (value: string | Date): string =>
  dayjs(value).tz(DISPLAY_TIME_ZONE).format(DISPLAY_FORMATS.date);
