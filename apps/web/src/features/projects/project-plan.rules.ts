import {
  addCalendarDays,
  calendarDayOf,
  calendarDaysBetween,
  mondayOfWeek,
  startOfCalendarDay,
  type ProjectPlan,
  type ProjectPlanTask,
} from "@fieldstead/domain";

/** The span a plan's timeline shows, as points in time (ms). */
export type PlanWindow = { start: number; end: number };

/** The least span of a timeline: a week. */
const MIN_DAYS = 7;

const time = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** Whether a task has a date to stand on the timeline (planned, due or both). */
export const isDated = (task: ProjectPlanTask): boolean => task.PlannedDate !== null || task.DueDate !== null;

/**
 * The timeline's span: every dated task and the project's own start and end, from the start of the first day
 * to the end of the last (display time zone), at least a week; null when nothing has a date.
 */
export const planWindow = (plan: Pick<ProjectPlan, "Tasks" | "StartDate" | "EndDate">): PlanWindow | null => {
  const days = [
    ...plan.Tasks.flatMap((t) => [t.PlannedDate, t.DueDate])
      .filter((iso): iso is string => iso !== null)
      .map((iso) => calendarDayOf(new Date(iso))),
    ...[plan.StartDate, plan.EndDate].filter((d): d is string => d !== null),
  ].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return null;
  const endDay =
    calendarDaysBetween(first, last) + 1 < MIN_DAYS ? addCalendarDays(first, MIN_DAYS - 1) : last;
  return {
    start: startOfCalendarDay(first).getTime(),
    end: startOfCalendarDay(addCalendarDays(endDay, 1)).getTime(),
  };
};

/** Where a point in time stands on the timeline, in percent of its width. */
export const positionOf = (at: number, window: PlanWindow): number =>
  ((at - window.start) / (window.end - window.start)) * 100;

/** A task's bar: from its planned to its due date; a task with one of them is a point (isPoint). */
export type PlanBar = { left: number; width: number; isPoint: boolean };

/** The thinnest a bar is drawn, in percent, so a short task stays visible. */
const MIN_WIDTH = 0.8;

export const barOf = (task: ProjectPlanTask, window: PlanWindow): PlanBar | null => {
  const planned = time(task.PlannedDate);
  const due = time(task.DueDate);
  const from = planned ?? due;
  const to = due ?? planned;
  if (from === null || to === null) return null;
  const [a, b] = from <= to ? [from, to] : [to, from];
  const left = positionOf(a, window);
  const width = Math.max(positionOf(b, window) - left, MIN_WIDTH);
  return { left, width: Math.min(width, 100 - left), isPoint: planned === null || due === null };
};

/** A line across the timeline with its label. */
export type PlanTick = { at: number; label: string; left: number };

const WEEK_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** Ticks on Mondays for up to ten weeks, otherwise on the first of each month (every third past two years). */
export const ticksOf = (window: PlanWindow): PlanTick[] => {
  const firstDay = calendarDayOf(new Date(window.start));
  const lastDay = calendarDayOf(new Date(window.end - 1));
  const span = calendarDaysBetween(firstDay, lastDay);
  const ticks: PlanTick[] = [];
  const push = (day: string, format: Intl.DateTimeFormat) => {
    const at = startOfCalendarDay(day).getTime();
    if (at >= window.start && at < window.end)
      ticks.push({ at, label: format.format(new Date(`${day}T00:00:00Z`)), left: positionOf(at, window) });
  };
  if (span <= 70) {
    for (let day = mondayOfWeek(firstDay); day <= lastDay; day = addCalendarDays(day, 7))
      push(day, WEEK_LABEL);
    return ticks;
  }
  const step = span > 730 ? 3 : 1;
  let day = `${firstDay.slice(0, 8)}01`;
  for (let i = 0; day <= lastDay; i += 1) {
    if (i % step === 0) push(day, MONTH_LABEL);
    day = `${addCalendarDays(day, 31).slice(0, 8)}01`;
  }
  return ticks;
};

/** How the plan's rows are arranged. */
export type PlanOrder = "planned" | "assignee";

export type PlanGroup = { key: string; title: string | null; tasks: ProjectPlanTask[] };

/**
 * The dated tasks in rows: one list by planned date, or a group per assignee (by name, unassigned last), each
 * by planned date. The plan arrives sorted by planned date.
 */
export const planGroups = (tasks: readonly ProjectPlanTask[], order: PlanOrder): PlanGroup[] => {
  const dated = tasks.filter(isDated);
  if (order === "planned") return [{ key: "all", title: null, tasks: dated }];
  const groups = new Map<string, PlanGroup>();
  for (const task of dated) {
    const key = task.AssigneeId === null ? "none" : String(task.AssigneeId);
    const group = groups.get(key) ?? { key, title: task.AssigneeName ?? "Unassigned", tasks: [] };
    group.tasks.push(task);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.key === "none" ? 1 : b.key === "none" ? -1 : (a.title ?? "").localeCompare(b.title ?? ""),
  );
};
