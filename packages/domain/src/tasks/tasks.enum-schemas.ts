import { enumSchema } from "../shared/enum-schema.ts";
import {
  FieldAccessMode,
  TaskFieldId,
  TaskPriority,
  TaskReviewApproval,
  TaskStatus,
  TaskTimeUnit,
  TicketStatus,
  WorkOrderType,
} from "./tasks.enums.ts";

/**
 * The zod schemas of the tasks enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const TaskStatusIdSchema = enumSchema(TaskStatus);
export const TaskReviewApprovalSchema = enumSchema(TaskReviewApproval);
export const WorkOrderTypeIdSchema = enumSchema(WorkOrderType);
export const TaskTimeUnitSchema = enumSchema(TaskTimeUnit);
export const TaskPriorityIdSchema = enumSchema(TaskPriority);
export const FieldAccessModeSchema = enumSchema(FieldAccessMode);
export const TaskFieldIdSchema = enumSchema(TaskFieldId);
export const TicketStatusIdSchema = enumSchema(TicketStatus);
