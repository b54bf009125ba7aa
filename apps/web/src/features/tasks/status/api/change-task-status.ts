import {
  ChangeTaskStatusContract,
  type ChangeTaskStatusInput,
  type ChangeTaskStatusReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/ChangeStatus: moves a task to another status; refused (403) when the role's rows do not allow it. */
export const changeTaskStatus = (body: ChangeTaskStatusInput): Promise<ChangeTaskStatusReply> =>
  callContract(ChangeTaskStatusContract, { body });
