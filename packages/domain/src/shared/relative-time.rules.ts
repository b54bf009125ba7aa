import { assertNever } from "./enum.ts";

/**
 * Relative time of a moment against `now` (portal-shell §9, portal-platform §9): under 30 s 'Just Now';
 * under 60 s seconds ago; under 1 h minutes ago; under 1 day hours ago; under 2 days 'Yesterday' with the
 * time; beyond, the display date. The buckets are measured in elapsed time, not calendar days.
 */
export type RelativeTime =
  | { kind: "justNow" }
  | { kind: "seconds"; count: number }
  | { kind: "minutes"; count: number }
  | { kind: "hours"; count: number }
  /** Shown as 'Yesterday at {time}', the time in the display time zone. */
  | { kind: "yesterday" }
  /** Two days or more ago, or in the future past the 'Just Now' margin: shown as the display date. */
  | { kind: "date" };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const relativeTimeOf = ({ at, now }: { at: Date; now: Date }): RelativeTime => {
  const elapsed = now.getTime() - at.getTime();
  // A moment slightly ahead of this clock (another machine's clock) still reads 'Just Now'.
  if (Math.abs(elapsed) < 30 * SECOND) return { kind: "justNow" };
  if (elapsed < 0) return { kind: "date" };
  if (elapsed < MINUTE) return { kind: "seconds", count: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { kind: "minutes", count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: "hours", count: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { kind: "yesterday" };
  return { kind: "date" };
};

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * The words of a relative time; the two kinds that need a clock in the display time zone take the
 * formatted time or date from the caller.
 */
export const relativeTimeText = (
  relative: RelativeTime,
  { time, date }: { time: string; date: string },
): string => {
  switch (relative.kind) {
    case "justNow":
      return "Just Now";
    case "seconds":
      return plural(relative.count, "second");
    case "minutes":
      return plural(relative.count, "minute");
    case "hours":
      return plural(relative.count, "hour");
    case "yesterday":
      return `Yesterday at ${time}`;
    case "date":
      return date;
    default:
      return assertNever(relative);
  }
};
