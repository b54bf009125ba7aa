import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { DISPLAY_TIME_ZONE } from "@fieldstead/domain";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const LOCAL_INPUT = "YYYY-MM-DDTHH:mm";

/**
 * A date-and-time field's value ('2026-11-25T08:00', as people read Denver's clocks) as the point in time the
 * server takes (ISO 8601 in UTC); empty stays empty, and text that is no such time is passed on for the schema
 * to refuse.
 */
export const denverInstant = (value: string): string | null => {
  if (value === "") return null;
  const parsed = dayjs.tz(value, LOCAL_INPUT, DISPLAY_TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : value;
};
