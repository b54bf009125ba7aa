import { ApprovalLabel, TaskStatus, type TaskStatusId } from "../tasks.enums.ts";
import { TASK_STATUS_LABELS, taskStatusLabel } from "../tasks.rules.ts";
import {
  TaskTimelinePointKind,
  type TaskTimeline,
  type TaskTimelinePoint,
  type TaskTimelineSegment,
} from "./task-links.schemas.ts";

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/**
 * A length of time as people read it on the timeline: the two largest units, whole ('3 d 4 h', '2 h 15 min',
 * '45 min'); a zero second unit is left out ('3 d'), and under a minute reads '< 1 min'.
 */
export const formatDuration = (ms: number): string => {
  if (!Number.isFinite(ms) || ms < MINUTE_MS) return "< 1 min";
  const minutes = Math.floor(ms / MINUTE_MS);
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  const rest = minutes % HOUR_MINUTES;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
};

const STATUS_BY_LABEL = new Map<string, TaskStatusId>(
  Object.values(TaskStatus).map((id) => [TASK_STATUS_LABELS[id].toLowerCase(), id]),
);

/** The status a history line names by its label ('In Progress'), or null for a label the product does not know. */
export const taskStatusIdOfLabel = (label: string | null): TaskStatusId | null =>
  label === null ? null : (STATUS_BY_LABEL.get(label.trim().toLowerCase()) ?? null);

/** A status move as the task's history recorded it: when, from which status to which (labels), and by whom. */
export type RecordedStatusMove = { at: Date; from: string | null; to: string | null; byName: string | null };

export type TimelineInput = {
  createdAt: Date;
  createdByName: string | null;
  /** The status the task is in now. */
  statusId: number;
  /** Its recorded moves, in any order. */
  moves: readonly RecordedStatusMove[];
  plannedDate: Date | null;
  dueDate: Date | null;
  completedAt: Date | null;
  /** When the review was approved, while it stands approved (null otherwise). */
  approvedAt: Date | null;
  now: Date;
};

const segment = (label: string | null, from: Date, to: Date | null, by: string | null, now: Date) => {
  const name = label ?? "Unknown";
  const end = to ?? now;
  const segmentOf: TaskTimelineSegment = {
    StatusId: taskStatusIdOfLabel(label),
    StatusName: name,
    From: from.toISOString(),
    To: to === null ? null : to.toISOString(),
    DurationMs: Math.max(0, end.getTime() - from.getTime()),
    ByName: by,
  };
  return segmentOf;
};

/**
 * A task's life as one segment per status it was in: the first starts at its creation in the status its first
 * recorded move left (its present status when it never moved); each move closes a segment and opens the next;
 * the last is open (To null) and measured to now. Created, planned, due, completed and the review's approval
 * are points beside them (an approval at level 1 moves no status, so it is a point, not a segment).
 */
export const buildTaskTimeline = (input: TimelineInput): Omit<TaskTimeline, "TaskId"> => {
  const moves = [...input.moves].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = moves[0];
  const segments: TaskTimelineSegment[] = [];
  let label: string | null = first ? first.from : taskStatusLabel(input.statusId);
  let from = input.createdAt;
  let by = input.createdByName;
  for (const move of moves) {
    // A move recorded before the creation (imported history) starts where the task did.
    const at = move.at.getTime() < from.getTime() ? from : move.at;
    segments.push(segment(label, from, at, by, input.now));
    label = move.to;
    from = at;
    by = move.byName;
  }
  segments.push(segment(label, from, null, by, input.now));

  const points: TaskTimelinePoint[] = [];
  const point = (kind: TaskTimelinePoint["Kind"], label: string, at: Date | null) => {
    if (at !== null) points.push({ Kind: kind, Label: label, At: at.toISOString() });
  };
  point(TaskTimelinePointKind.Created, "Created", input.createdAt);
  point(TaskTimelinePointKind.Planned, "Planned", input.plannedDate);
  point(TaskTimelinePointKind.Due, "Due", input.dueDate);
  point(TaskTimelinePointKind.Completed, "Completed", input.completedAt);
  point(TaskTimelinePointKind.Approved, ApprovalLabel.Approved, input.approvedAt);
  points.sort((a, b) => a.At.localeCompare(b.At));
  return { Now: input.now.toISOString(), Segments: segments, Points: points };
};
