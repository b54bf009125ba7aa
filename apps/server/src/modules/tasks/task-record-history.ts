import {
  diffChanges,
  fieldIdOfKey,
  formatDateTime,
  recurrenceText,
  TASK_FIELD_LABELS,
  taskPriorityLabel,
  workOrderTypeLabel,
  type AuditChange,
  type AuditField,
  type TaskFields,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { readReferenceNames, type ReferenceNames } from "./task-records.repository.ts";

type Shown = Partial<Record<keyof TaskFields, string | null>>;

const OTHER_LABELS: Partial<Record<keyof TaskFields, string>> = {
  ParentTaskId: "Parent task",
  ReviewLevels: "Review levels",
  Recurrence: "Recurrence",
};

/** The label history shows for a body field: the standard field's label, or the field's own. */
export const taskFieldLabel = (key: keyof TaskFields): string => {
  const fieldId = fieldIdOfKey(key);
  return fieldId === null ? (OTHER_LABELS[key] ?? key) : TASK_FIELD_LABELS[fieldId];
};

const KEYS: readonly (keyof TaskFields)[] = [
  "Summary",
  "TypeId",
  "PriorityId",
  "ProjectId",
  "LocationId",
  "AssigneeId",
  "DriverId",
  "EmployeeId",
  "PlannedDate",
  "DueDate",
  "FollowOnDate",
  "StartDateTime",
  "EndDateTime",
  "WorkFlow",
  "Region",
  "Vehicle",
  "ParentTaskId",
  "ReviewLevels",
  "Recurrence",
  "Description",
];
const FIELDS: readonly AuditField<Shown>[] = KEYS.map((key) => ({ key, label: taskFieldLabel(key) }));

const named = (names: Map<number, string>, id: number | null | undefined, noun: string) =>
  id === null || id === undefined ? null : (names.get(id) ?? `${noun} ${id}`);

/** A task's fields as people read them: names, not ids; times in the display time zone. */
const shownOf = (f: Partial<TaskFields>, names: ReferenceNames): Shown => {
  const shown: Shown = {};
  const at = (v: string | null | undefined) => (v ? formatDateTime(v) || v : null);
  for (const key of Object.keys(f) as (keyof TaskFields)[]) {
    switch (key) {
      case "TypeId":
        shown[key] = f.TypeId === undefined ? null : workOrderTypeLabel(f.TypeId);
        break;
      case "PriorityId":
        shown[key] = f.PriorityId === undefined ? null : taskPriorityLabel(f.PriorityId);
        break;
      case "ProjectId":
        shown[key] = named(names.projects, f.ProjectId, "Project");
        break;
      case "LocationId":
        shown[key] = named(names.locations, f.LocationId, "Location");
        break;
      case "AssigneeId":
      case "DriverId":
      case "EmployeeId":
        shown[key] = named(names.people, f[key], "Employee");
        break;
      case "ParentTaskId":
        shown[key] = named(names.tasks, f.ParentTaskId, "Task");
        break;
      case "PlannedDate":
      case "DueDate":
      case "FollowOnDate":
      case "StartDateTime":
      case "EndDateTime":
        shown[key] = at(f[key]);
        break;
      case "ReviewLevels":
        shown[key] = f.ReviewLevels === undefined ? null : String(f.ReviewLevels);
        break;
      case "Recurrence":
        shown[key] = recurrenceText(f.Recurrence ?? null);
        break;
      default:
        shown[key] = (f[key] as string | null | undefined) ?? null;
    }
  }
  return shown;
};

const ids = (values: (number | null | undefined)[]) =>
  values.filter((v): v is number => typeof v === "number");

/** What changed between two versions of a task's fields, as history shows it (only the `changed` fields). */
export const describeTaskChanges = async (
  tx: Tx,
  orgId: number,
  before: TaskFields,
  changed: Partial<TaskFields>,
): Promise<AuditChange[]> => {
  const both = [before, changed];
  const names = await readReferenceNames(tx, orgId, {
    projects: ids(both.map((f) => f.ProjectId)),
    locations: ids(both.map((f) => f.LocationId)),
    people: ids(both.flatMap((f) => [f.AssigneeId, f.DriverId, f.EmployeeId])),
    tasks: ids(both.map((f) => f.ParentTaskId)),
  });
  const after = shownOf(changed, names);
  const previous = shownOf(
    Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof TaskFields]])),
    names,
  );
  return diffChanges<Shown>({ before: previous, after, fields: FIELDS });
};
