import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Autocomplete, CircularProgress, TextField } from "@mui/material";
import { TASK_SHARE_MAX_PEOPLE, type TaskSharePerson } from "@fieldstead/domain";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { searchSharePeople } from "../api/search-share-people.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

const SEARCH_DELAY_MS = 250;

export type TaskSharePeoplePickerProps = {
  value: TaskSharePerson[];
  onChange: (value: TaskSharePerson[]) => void;
  /** People left out of the options (the caller, and those who have the task already). */
  excludedIds: ReadonlySet<number>;
  error?: string | undefined;
};

/** Picks up to 20 colleagues by name or e-mail, the server doing the matching as the person types. */
export const TaskSharePeoplePicker = ({
  value,
  onChange,
  excludedIds,
  error,
}: TaskSharePeoplePickerProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const options = useQuery({
    queryKey: [...TASKS_KEY, "share-people", search],
    queryFn: () => searchSharePeople({ Search: search, Limit: 20 }),
    enabled: isOpen,
    staleTime: 30_000,
  });
  const isFull = value.length >= TASK_SHARE_MAX_PEOPLE;
  return (
    <Autocomplete<TaskSharePerson, true, false, false>
      multiple
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next.slice(0, TASK_SHARE_MAX_PEOPLE))}
      onInputChange={(_event, next, reason) => {
        if (reason === "input" || reason === "clear") setText(next);
      }}
      options={(options.data ?? []).filter((p) => !excludedIds.has(p.Id))}
      filterOptions={(all) => all}
      getOptionDisabled={(p) => isFull && !value.some((v) => v.Id === p.Id)}
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      getOptionLabel={(p) => p.Name}
      getOptionKey={(p) => p.Id}
      loading={options.isFetching}
      noOptionsText={options.isError ? `Could not load: ${options.error.message}` : "Nothing matches"}
      renderOption={(props, p) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <div>{p.Name}</div>
              <div style={{ fontSize: "0.8125rem", opacity: 0.7 }}>{p.Email}</div>
            </div>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="People"
          name="EmployeeIds"
          required
          error={Boolean(error)}
          helperText={error ?? `Search by name or e-mail; up to ${TASK_SHARE_MAX_PEOPLE} people`}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
