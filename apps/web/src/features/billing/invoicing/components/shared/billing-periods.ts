import { previousPeriod, wallClockOf } from "@fieldstead/domain";

/** The month it is now on the portal's clocks (the display time zone), YYYY-MM. */
export const currentPeriod = (now: Date = new Date()): string => wallClockOf(now).toISOString().slice(0, 7);

/** The month before this one: the one a batch usually bills once it has ended. */
export const lastPeriod = (now: Date = new Date()): string => previousPeriod(currentPeriod(now));
