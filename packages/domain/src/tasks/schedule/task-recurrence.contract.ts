import { defineContract } from "../../shared/contract.ts";
import { IdQuerySchema } from "../../shared/id.schemas.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import { taskOperation } from "../tasks.contract.ts";
import { RecurrenceSeriesSchema } from "./task-recurrence.schemas.ts";

export const GetRecurrenceSeriesContract = defineContract({
  method: "GET",
  path: "/Task/GetRecurrenceSeries",
  summary:
    "The occurrences of the recurring series a task belongs to, by planned date: number, planned date, status (RecurrenceSeries).",
  tag: "Tasks and work orders",
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  query: IdQuerySchema,
  reply: RecurrenceSeriesSchema,
});
