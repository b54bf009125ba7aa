/** A project's dates as the form and the server check them: both optional; the end never before the start. */
export type ProjectDatesCheck = { ok: true } | { ok: false; field: "EndDate"; message: string };

export const PROJECT_END_BEFORE_START = "The end date cannot be before the start date.";

/** Dates are 'YYYY-MM-DD', so comparing them as text compares the days. */
export const checkProjectDates = ({
  startDate,
  endDate,
}: {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
}): ProjectDatesCheck =>
  startDate && endDate && endDate < startDate
    ? { ok: false, field: "EndDate", message: PROJECT_END_BEFORE_START }
    : { ok: true };
