import { instantOfDisplayClock } from "@fieldstead/domain";

/**
 * A date-and-time field's value ('2026-11-25T08:00', as people read Denver's clocks) as the point in time the
 * server takes (ISO 8601 in UTC); empty stays empty, and text that is no such time is passed on for the schema
 * to refuse.
 */
export const denverInstant = (value: string): string | null => {
  if (value === "") return null;
  return instantOfDisplayClock(value)?.toISOString() ?? value;
};
