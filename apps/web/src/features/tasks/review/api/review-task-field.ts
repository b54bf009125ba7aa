import { ReviewTaskFieldContract, type ReviewTaskFieldInput, type TaskWriteReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** POST Task/ReviewField: accept, reject, reset or complete one field, as the caller's access mode offers. */
export const reviewTaskField = (body: ReviewTaskFieldInput): Promise<TaskWriteReply> =>
  callContract(ReviewTaskFieldContract, { body });

export const useReviewTaskField = () => useInvalidatingMutation(reviewTaskField, [TASKS_KEY]);
