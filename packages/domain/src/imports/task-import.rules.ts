import type { z } from "zod";
import { DISPLAY_TIME_ZONE } from "../organisations/organisations.enums.ts";
import { instantOfWallClock } from "../shared/display-time.rules.ts";
import { checkTaskDates, TaskFieldsSchema, type TaskFields } from "../tasks/task-writes.schemas.ts";
import { ImportKind } from "./imports.enums.ts";
import type { ImportProblem } from "./imports.schemas.ts";
import { importHeaderOf } from "./import-columns.rules.ts";
import { asSentence, type RowCheck } from "./import-checks.rules.ts";

/**
 * The instant (ISO 8601, UTC) at which a zone's clock shows `day` (YYYY-MM-DD) at `time` (HH:mm:ss), days
 * either side of a clock change included.
 */
export const zonedInstant = ({
  day,
  time,
  timeZone = DISPLAY_TIME_ZONE,
}: {
  day: string;
  time: string;
  timeZone?: string;
}): string => {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute, second] = time.split(":").map(Number);
  const wall = new Date(Date.UTC(year!, month! - 1, date!, hour!, minute!, second ?? 0));
  return instantOfWallClock(wall, timeZone).toISOString();
};

/** A file gives days; a day begins (planned, start, follow-on) or ends (due, end) in the display time zone. */
const DAY_START = "00:00:00";
const DAY_END = "23:59:59";
const DAY_FIELDS = {
  PlannedDate: DAY_START,
  DueDate: DAY_END,
  FollowOnDate: DAY_START,
  StartDateTime: DAY_START,
  EndDateTime: DAY_END,
} as const;

/** The references of a row as the file names them: a project's code, a location's code or name, e-mails. */
export type TaskImportNames = {
  Project: string | null;
  Location: string | null;
  Assignee: string | null;
  Driver: string | null;
  Employee: string | null;
};

/** A row's own fields checked (its ids still null) and the names of what it refers to. */
export type TaskImportRow = { fields: TaskFields; names: TaskImportNames };

const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

const problemsOf = (rowNumber: number, error: z.ZodError): ImportProblem[] =>
  error.issues.map((issue) => ({
    Row: rowNumber,
    Field: importHeaderOf(ImportKind.Tasks, String(issue.path[0] ?? "")),
    Message: asSentence(issue.message),
  }));

/**
 * A task row checked by the same schema and date rule as the create form (TaskFieldsSchema, checkTaskDates),
 * its days turned into points in time of the display time zone; the names it gives are resolved by the server.
 */
export const checkTaskImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): RowCheck<TaskImportRow> => {
  const days = Object.fromEntries(
    Object.entries(DAY_FIELDS).map(([field, time]) => {
      const day = values[field];
      return [field, typeof day === "string" ? zonedInstant({ day, time }) : null];
    }),
  );
  const parsed = TaskFieldsSchema.safeParse({
    Summary: values.Summary,
    Description: values.Description,
    TypeId: values.TypeId,
    PriorityId: values.PriorityId,
    ...days,
    WorkFlow: values.WorkFlow,
    Region: values.Region,
    Vehicle: values.Vehicle,
    ReviewLevels: values.ReviewLevels,
  });
  if (!parsed.success) return { ok: false, problems: problemsOf(rowNumber, parsed.error) };
  const order = checkTaskDates(parsed.data);
  if (!order.ok)
    return {
      ok: false,
      problems: [
        {
          Row: rowNumber,
          Field: importHeaderOf(ImportKind.Tasks, order.field),
          Message: asSentence(order.message),
        },
      ],
    };
  return {
    ok: true,
    row: {
      fields: parsed.data,
      names: {
        Project: textOrNull(values.Project),
        Location: textOrNull(values.Location),
        Assignee: textOrNull(values.Assignee),
        Driver: textOrNull(values.Driver),
        Employee: textOrNull(values.Employee),
      },
    },
  };
};
