import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { DISPLAY_TIME_ZONE, relativeTimeOf, relativeTimeText } from "@fieldstead/domain";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Display formats (portal-platform §9), always in the display time zone (Denver). */
export const DISPLAY_FORMATS = {
  date: "MMM DD, YYYY",
  dateTime: "MMM DD, YYYY hh:mm A",
  monthYear: "MMM YYYY",
  time: "hh:mm A",
} as const;

/** Stamps the API reads and writes (portal-platform §9), in the display time zone. */
export const STAMP_FORMATS = {
  stamp: "YYYYMMDDHHmmss",
  /** A day's first second, for 'from' filters. */
  dayStart: "YYYYMMDD000000",
  /** A day's last second, for 'to' filters. */
  dayEnd: "YYYYMMDD235959",
} as const;

/** The stamp that stands for 'no end date'. */
export const IGNORE_END_DATE_STAMP = "99999999999999";

export type DateInput = string | number | Date | null | undefined;

/** The moment in Denver time, or null when there is none or it is not a date. */
const inDisplayZone = (value: DateInput) => {
  if (value === null || value === undefined || value === "") return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(DISPLAY_TIME_ZONE) : null;
};

const format = (value: DateInput, pattern: string): string => inDisplayZone(value)?.format(pattern) ?? "";

/** 'Mar 10, 2026 04:05 PM'; empty for no date. */
export const formatDateTime = (value: DateInput): string => format(value, DISPLAY_FORMATS.dateTime);

/** 'Mar 10, 2026'; empty for no date. */
export const formatDate = (value: DateInput): string => format(value, DISPLAY_FORMATS.date);

/** 'Mar 2026'; empty for no date. */
export const formatMonthYear = (value: DateInput): string => format(value, DISPLAY_FORMATS.monthYear);

/** '04:05 PM'; empty for no date. */
export const formatTime = (value: DateInput): string => format(value, DISPLAY_FORMATS.time);

/** '20260310160500' (Denver time). */
export const toStamp = (value: DateInput): string => format(value, STAMP_FORMATS.stamp);
/** '20260310000000': the start of the day (Denver) the moment falls on. */
export const toDayStartStamp = (value: DateInput): string => format(value, STAMP_FORMATS.dayStart);
/** '20260310235959': the end of the day (Denver) the moment falls on. */
export const toDayEndStamp = (value: DateInput): string => format(value, STAMP_FORMATS.dayEnd);

/** The moment a Denver-time stamp names; null for the 'no end date' stamp and for anything not a stamp. */
export const parseStamp = (stamp: string): Date | null => {
  if (stamp === IGNORE_END_DATE_STAMP || !/^\d{14}$/.test(stamp)) return null;
  const parsed = dayjs.tz(stamp, STAMP_FORMATS.stamp, DISPLAY_TIME_ZONE);
  // Strict: 20261332… is not a date, and dayjs would roll it over.
  return parsed.isValid() && parsed.format(STAMP_FORMATS.stamp) === stamp ? parsed.toDate() : null;
};

/**
 * 'Just Now', '45 seconds ago', '1 minute ago', '3 hours ago', 'Yesterday at 04:05 PM' (Denver time),
 * or the display date (portal-shell §9).
 */
export const formatRelativeTime = (value: DateInput, now: Date = new Date()): string => {
  const zoned = inDisplayZone(value);
  if (!zoned) return "";
  return relativeTimeText(relativeTimeOf({ at: zoned.toDate(), now }), {
    time: zoned.format(DISPLAY_FORMATS.time),
    date: zoned.format(DISPLAY_FORMATS.date),
  });
};

/** Names of this many characters or more are cut short and get a tooltip with the full text (§9). */
export const NAME_TOOLTIP_MIN_LENGTH = 28;
const ELLIPSIS = "...";

/** The text a name shows: cut to 28 characters with '...' when long, and whether it needs a tooltip. */
export const shortName = (name: string): { text: string; hasTooltip: boolean } => {
  if (name.length < NAME_TOOLTIP_MIN_LENGTH) return { text: name, hasTooltip: false };
  if (name.length === NAME_TOOLTIP_MIN_LENGTH) return { text: name, hasTooltip: true };
  return {
    text: `${name.slice(0, NAME_TOOLTIP_MIN_LENGTH - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`,
    hasTooltip: true,
  };
};
