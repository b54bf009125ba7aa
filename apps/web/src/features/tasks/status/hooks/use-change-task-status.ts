import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskDetail, TaskStatusId } from "@fieldstead/domain";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../../lib/snackbar.ts";
import { changeTaskStatus } from "../api/change-task-status.ts";
import { taskQuery } from "../../api/get-task.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

const DONE_MS = 6_000;
const ERROR_MS = 10_000;

/**
 * A status move: on success the page shows the task the server answers (its new status and moves); on a
 * refusal the server's message in red, and the task read again (someone else may have moved it).
 */
export const useChangeTaskStatus = (task: TaskDetail) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ toStatusId, comment }: { toStatusId: TaskStatusId; comment: string | null }) =>
      changeTaskStatus({ TaskId: task.Id, ToStatusId: toStatusId, Comment: comment }),
    onSuccess: async (reply) => {
      client.setQueryData(taskQuery(task.Id).queryKey, reply.Task);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
      // The history on screen shows the move at once; the rest is read again when next shown.
      await Promise.all([
        client.invalidateQueries({ queryKey: [...TASKS_KEY, "history", task.Id] }),
        client.invalidateQueries({ queryKey: TASKS_KEY, refetchType: "none" }),
      ]);
    },
    onError: async (error) => {
      showErrorSnackbar(messageOf(error), ERROR_MS);
      await client.invalidateQueries({ queryKey: taskQuery(task.Id).queryKey });
    },
  });
};
