import {
  addCalendarDays,
  assigneeColours,
  atSameTimeOn,
  calendarDayOf,
  calendarDaysBetween,
  mondayOfWeek,
  parseCalendarDay,
  type ScheduleTask,
  type ScheduleTechnician,
} from "@fieldstead/domain";

/** The calendar shows a week or a month; the resource board always a week. */
export type ScheduleView = "week" | "month";

export type ScheduleRange = { from: string; to: string; days: string[] };

const daysFrom = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addCalendarDays(from, i));

/** The week (Monday to Sunday) of a day, or the whole weeks that hold its month (at most six). */
export const rangeOf = (view: ScheduleView, anchor: string): ScheduleRange => {
  if (view === "week") {
    const monday = mondayOfWeek(anchor);
    return { from: monday, to: addCalendarDays(monday, 6), days: daysFrom(monday, 7) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const next = `${addCalendarDays(first, 31).slice(0, 8)}01`;
  const from = mondayOfWeek(first);
  const to = addCalendarDays(mondayOfWeek(addCalendarDays(next, -1)), 6);
  return { from, to, days: daysFrom(from, calendarDaysBetween(from, to) + 1) };
};

/** The anchor a week or a month before (-1) or after (1). */
export const stepAnchor = (view: ScheduleView, anchor: string, direction: -1 | 1): string => {
  if (view === "week") return addCalendarDays(mondayOfWeek(anchor), 7 * direction);
  const first = `${anchor.slice(0, 8)}01`;
  return direction === 1
    ? `${addCalendarDays(first, 31).slice(0, 8)}01`
    : `${addCalendarDays(first, -1).slice(0, 8)}01`;
};

/** A day from an address, or today when it is missing or not a day. */
export const anchorFrom = (value: string | null, today: string): string =>
  value !== null && parseCalendarDay(value) !== null ? value : today;

/** The day (display time zone) a work order is planned on. */
export const dayOfTask = (task: Pick<ScheduleTask, "PlannedDate">): string =>
  calendarDayOf(new Date(task.PlannedDate));

/** A cell of the resource board: a person (null: unassigned) on a day. */
export const cellKey = (assigneeId: number | null, day: string): string => `${assigneeId ?? "none"}|${day}`;

/** The work orders of each day, or of each person and day, by planned time. */
export const groupTasks = (
  tasks: readonly ScheduleTask[],
  keyOf: (task: ScheduleTask) => string,
): Map<string, ScheduleTask[]> => {
  const groups = new Map<string, ScheduleTask[]>();
  const sorted = [...tasks].sort(
    (a, b) => Date.parse(a.PlannedDate) - Date.parse(b.PlannedDate) || a.Id - b.Id,
  );
  for (const task of sorted) {
    const key = keyOf(task);
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return groups;
};

/** Where a work order goes: a person (null: nobody) and a day. */
export type ScheduleTarget = { assigneeId: number | null; assigneeName: string | null; day: string };

/** A work order as it will read once moved (shown before the server answers). */
export const movedTask = (task: ScheduleTask, target: ScheduleTarget): ScheduleTask => {
  const shift = calendarDaysBetween(dayOfTask(task), target.day);
  const due =
    task.DueDate === null
      ? null
      : atSameTimeOn({
          at: new Date(task.DueDate),
          day: addCalendarDays(calendarDayOf(new Date(task.DueDate)), shift),
        }).toISOString();
  return {
    ...task,
    AssigneeId: target.assigneeId,
    AssigneeName: target.assigneeName,
    PlannedDate: atSameTimeOn({ at: new Date(task.PlannedDate), day: target.day }).toISOString(),
    DueDate: due,
  };
};

/** Whether a move changes anything. */
export const isRealMove = (task: ScheduleTask, target: ScheduleTarget): boolean =>
  task.AssigneeId !== target.assigneeId || dayOfTask(task) !== target.day;

/** Assignee colours (portal-platform §3.6): handed out in turn, the board's rows first, then other assignees. */
export const boardColours = (
  technicians: readonly ScheduleTechnician[],
  tasks: readonly ScheduleTask[],
): Map<number, number> =>
  assigneeColours([
    ...technicians.map((t) => t.Id),
    ...tasks.map((t) => t.AssigneeId).filter((id): id is number => id !== null),
  ]);

const DAY_LABEL = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const YEAR = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mon, Nov 23'. */
export const dayLabel = (day: string): string => DAY_LABEL.format(asDate(day));

/** 'November 2026' for a month; 'Nov 23 – Nov 29, 2026' for a week. */
export const rangeLabel = (view: ScheduleView, anchor: string, range: ScheduleRange): string =>
  view === "month"
    ? MONTH_LABEL.format(asDate(anchor))
    : `${SHORT_DAY.format(asDate(range.from))} – ${SHORT_DAY.format(asDate(range.to))}, ${YEAR.format(asDate(range.to))}`;
