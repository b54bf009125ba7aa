import { useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { calendarDayOf, ModuleId, type ScheduleTask } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";
import { scheduleQuery, useSchedule } from "../api/get-schedule.ts";
import {
  anchorFrom,
  boardColours,
  isRealMove,
  rangeOf,
  stepAnchor,
  type ScheduleTarget,
  type ScheduleView,
} from "../schedule-board.rules.ts";
import { useScheduleMove } from "./use-schedule-move.ts";

const DAY_PARAM = "day";
const VIEW_PARAM = "view";

/**
 * What both boards share: the range in the address (?day=, and ?view=month on the calendar), the schedule of
 * that range, the colours, the card being dragged, the 'Move to…' dialog, and the moves themselves.
 */
export const useScheduleBoard = ({ allowMonth }: { allowMonth: boolean }) => {
  const [params, setParams] = useSearchParams();
  const today = calendarDayOf(new Date());
  const anchor = anchorFrom(params.get(DAY_PARAM), today);
  const view: ScheduleView = allowMonth && params.get(VIEW_PARAM) === "month" ? "month" : "week";
  const range = useMemo(() => rangeOf(view, anchor), [view, anchor]);
  const body = { From: range.from, To: range.to };
  const schedule = useSchedule(body);
  const move = useScheduleMove(scheduleQuery(body).queryKey);
  const { can } = useModuleAccess();
  const canUnassign = can(ModuleId.TaskUnassign, ModuleId.TaskOperations);
  const data = schedule.data;
  const colours = useMemo(
    () => (data ? boardColours(data.Technicians, data.Tasks) : new Map<number, number>()),
    [data],
  );
  const dragged = useRef<number | null>(null);
  const [moving, setMoving] = useState<ScheduleTask | null>(null);

  const go = useCallback(
    (next: { day?: string; view?: ScheduleView }) => {
      const day = next.day ?? anchor;
      const shownView = next.view ?? view;
      setParams(
        {
          ...(day === today ? {} : { [DAY_PARAM]: day }),
          ...(shownView === "month" ? { [VIEW_PARAM]: "month" } : {}),
        },
        { replace: true },
      );
    },
    [anchor, view, today, setParams],
  );

  const moveTask = useCallback(
    (task: ScheduleTask, target: ScheduleTarget) => {
      if (!task.CanMove || !isRealMove(task, target)) return;
      move.mutate({ task, target });
    },
    [move],
  );

  /** A card dropped on a cell: the cell's day, and its person when the cell has one (else the card's own). */
  const dropOn = useCallback(
    (taskId: number | null, cell: { day: string; assignee?: { id: number | null; name: string | null } }) => {
      const task = data?.Tasks.find((t) => t.Id === (taskId ?? dragged.current));
      dragged.current = null;
      if (!task) return;
      const assignee = cell.assignee ?? { id: task.AssigneeId, name: task.AssigneeName };
      moveTask(task, { assigneeId: assignee.id, assigneeName: assignee.name, day: cell.day });
    },
    [data, moveTask],
  );

  return {
    today,
    anchor,
    view,
    range,
    schedule,
    data,
    colours,
    canSchedule: data?.CanSchedule ?? false,
    canUnassign,
    previous: () => go({ day: stepAnchor(view, anchor, -1) }),
    next: () => go({ day: stepAnchor(view, anchor, 1) }),
    toToday: () => go({ day: today }),
    setView: (next: ScheduleView) => go({ view: next }),
    startDrag: (task: ScheduleTask) => {
      dragged.current = task.Id;
    },
    dropOn,
    moving,
    openMove: setMoving,
    closeMove: () => setMoving(null),
    moveTask,
  };
};

export type ScheduleBoard = ReturnType<typeof useScheduleBoard>;
