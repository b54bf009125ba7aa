import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScheduleReply, ScheduleTask } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { TASKS_KEY } from "../../tasks/index.ts";
import { rescheduleTask } from "../api/reschedule-task.ts";
import { SCHEDULE_KEY } from "../api/schedule-keys.ts";
import { movedTask, type ScheduleTarget } from "../schedule-board.rules.ts";

const DONE_MS = 6_000;
const ERROR_MS = 10_000;

export type ScheduleMove = { task: ScheduleTask; target: ScheduleTarget };

const withTask = (reply: ScheduleReply, task: ScheduleTask): ScheduleReply => ({
  ...reply,
  Tasks: reply.Tasks.map((t) => (t.Id === task.Id ? task : t)),
});

/**
 * A move on the board: the card goes to its new place at once; the server's answer replaces it, and a
 * refusal puts it back with the server's message in red.
 */
export const useScheduleMove = (queryKey: readonly unknown[]) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, target }: ScheduleMove) =>
      rescheduleTask({ TaskId: task.Id, AssigneeId: target.assigneeId, PlannedDate: target.day }),
    onMutate: async ({ task, target }: ScheduleMove) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<ScheduleReply>(queryKey);
      if (previous) client.setQueryData(queryKey, withTask(previous, movedTask(task, target)));
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
      showErrorSnackbar(messageOf(error), ERROR_MS);
    },
    onSuccess: (reply) => {
      const shown = client.getQueryData<ScheduleReply>(queryKey);
      if (shown) client.setQueryData(queryKey, withTask(shown, reply.Task));
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SCHEDULE_KEY }),
        client.invalidateQueries({ queryKey: TASKS_KEY, refetchType: "none" }),
      ]),
  });
};
