import { RescheduleContract, type Reschedule, type RescheduleReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Task/Reschedule: a work order to another day and person (409 locked or done, 403 without the right). */
export const rescheduleTask = (body: Reschedule): Promise<RescheduleReply> =>
  callContract(RescheduleContract, { body });
