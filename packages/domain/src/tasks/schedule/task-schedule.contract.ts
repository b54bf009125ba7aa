import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import { taskOperation } from "../tasks.contract.ts";
import {
  GetScheduleSchema,
  RescheduleReplySchema,
  RescheduleSchema,
  ScheduleReplySchema,
} from "./task-schedule.schemas.ts";

const TAG = "Tasks and work orders";

export const GetScheduleContract = defineContract({
  method: "POST",
  path: "/Task/GetSchedule",
  summary:
    "The work orders planned from one day to another (at most 62 days apart) and the people who do the work (ScheduleReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  body: GetScheduleSchema,
  reply: ScheduleReplySchema,
});

export const RescheduleContract = defineContract({
  method: "POST",
  path: "/Task/Reschedule",
  summary:
    "Moves a work order to another day and assignee, keeping its time of day and shifting its due date alike (RescheduleReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskSchedule),
  body: RescheduleSchema,
  reply: RescheduleReplySchema,
});
