/** Date arithmetic for the demo records; everything is in UTC so the seed does not depend on the machine. */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const addHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * HOUR_MS);

/** Adds calendar months, keeping the day of the month when it exists and the last day otherwise. */
export const addMonths = (date: Date, months: number): Date => {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
};

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const firstOfMonth = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

/** A date as PostgreSQL's `date` type wants it: YYYY-MM-DD. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const parseIsoDate = (value: string): Date => new Date(`${value}T00:00:00Z`);

export const earliest = (...dates: Date[]): Date => new Date(Math.min(...dates.map((d) => d.getTime())));
export const latest = (...dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

/** A working-hours moment on the given day (07:00–17:59 Mountain time, written in UTC). */
export const atWorkingHour = (day: Date, hour: number, minute: number): Date =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 7, minute));
