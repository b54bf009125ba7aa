import { MenuItem, TextField } from "@mui/material";
import {
  TASK_PRIORITY_LABELS,
  WORK_ORDER_TYPE_LABELS,
  type LocationOption,
  type TaskPersonOption,
  type TaskProjectOption,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import {
  searchParentTasks,
  searchTaskLocations,
  searchTaskPeople,
  searchTaskProjects,
} from "../api/search-task-pickers.ts";
import type { ParentTaskOption, TaskFormField, TaskFormValues } from "./task-form.ts";

/** The fields one input shows (the recurrence has its own). */
export type TaskInputField = Exclude<
  TaskFormField,
  "IsRecurring" | "RecurrenceEvery" | "RecurrenceUnit" | "RecurrenceUntil"
>;

export type TaskFieldInputProps = {
  field: TaskInputField;
  label: string;
  value: TaskFormValues[TaskInputField];
  onChange: (value: TaskFormValues[TaskInputField]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
};

const WHEN_FIELDS: readonly TaskInputField[] = [
  "PlannedDate",
  "DueDate",
  "FollowOnDate",
  "StartDateTime",
  "EndDateTime",
];
const PEOPLE_FIELDS: readonly TaskInputField[] = ["Assignee", "Driver", "Employee"];

const options = (labels: Readonly<Record<number, string>>) =>
  Object.entries(labels).map(([id, label]) => (
    <MenuItem key={id} value={Number(id)}>
      {label}
    </MenuItem>
  ));

/** One field of a task as it is typed or picked: text, a list, a point in time, or a record from the server. */
export const TaskFieldInput = ({
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  isDisabled = false,
  isRequired = false,
}: TaskFieldInputProps) => {
  const common = {
    label,
    error: Boolean(error),
    helperText: error ?? helperText,
    disabled: isDisabled,
    required: isRequired,
    fullWidth: true,
    id: `task-${field}`,
    name: field,
    onBlur,
  };
  const picker = { label, name: field, error, helperText, isDisabled, isRequired };
  if (field === "Project")
    return (
      <AsyncAutocomplete<TaskProjectOption>
        {...picker}
        queryKey={["tasks", "pick", "projects"]}
        fetchOptions={searchTaskProjects}
        value={value as TaskProjectOption | null}
        onChange={onChange}
        getOptionLabel={(o) => (o.Code ? `${o.Name} (${o.Code})` : o.Name)}
        getOptionKey={(o) => o.Id}
      />
    );
  if (field === "Location")
    return (
      <AsyncAutocomplete<LocationOption>
        {...picker}
        queryKey={["tasks", "pick", "locations"]}
        fetchOptions={searchTaskLocations}
        value={value as LocationOption | null}
        onChange={onChange}
        getOptionLabel={(o) => (o.Code ? `${o.Name} (${o.Code})` : o.Name)}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Path}
      />
    );
  if (PEOPLE_FIELDS.includes(field))
    return (
      <AsyncAutocomplete<TaskPersonOption>
        {...picker}
        queryKey={["tasks", "pick", "people"]}
        fetchOptions={searchTaskPeople}
        value={value as TaskPersonOption | null}
        onChange={onChange}
        getOptionLabel={(o) => o.Name}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Email}
      />
    );
  if (field === "Parent")
    return (
      <AsyncAutocomplete<ParentTaskOption>
        {...picker}
        queryKey={["tasks", "pick", "parents"]}
        fetchOptions={searchParentTasks}
        value={value as ParentTaskOption | null}
        onChange={onChange}
        getOptionLabel={(o) => o.WorkOrderNumber}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Summary}
      />
    );
  if (WHEN_FIELDS.includes(field))
    return (
      <TextField
        {...common}
        type="datetime-local"
        value={value as string}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  if (field === "TypeId" || field === "PriorityId" || field === "ReviewLevels")
    return (
      <TextField
        {...common}
        select
        value={value as number | ""}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {field === "TypeId"
          ? options(WORK_ORDER_TYPE_LABELS)
          : field === "PriorityId"
            ? options(TASK_PRIORITY_LABELS)
            : options({ 1: "1", 2: "2", 3: "3" })}
      </TextField>
    );
  return (
    <TextField
      {...common}
      value={value as string}
      onChange={(e) => onChange(e.target.value)}
      {...(field === "Description" ? { multiline: true, minRows: 2 } : {})}
    />
  );
};
