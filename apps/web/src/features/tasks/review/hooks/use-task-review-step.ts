import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskReviewReply } from "@fieldstead/domain";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../../lib/snackbar.ts";
import { taskReviewQuery } from "../api/get-task-review.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

const DONE_MS = 6_000;
const ERROR_MS = 10_000;

/**
 * A review or supervision step on one task: on success the section shows the review the server answers and
 * the task is read again (its status may have changed); on a refusal the server's message in red, and the
 * review read again (someone else may have decided it meanwhile).
 */
export const useTaskReviewStep = <Body>(taskId: number, call: (body: Body) => Promise<TaskReviewReply>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      client.setQueryData(taskReviewQuery(taskId).queryKey, reply.Review);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
      await client.invalidateQueries({
        queryKey: TASKS_KEY,
        predicate: (query) => !(query.queryKey[1] === "review" && query.queryKey[2] === taskId),
      });
    },
    onError: async (error) => {
      showErrorSnackbar(messageOf(error), ERROR_MS);
      await client.invalidateQueries({ queryKey: taskReviewQuery(taskId).queryKey });
    },
  });
};
