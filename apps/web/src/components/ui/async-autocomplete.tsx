import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Autocomplete, CircularProgress, TextField } from "@mui/material";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

const SEARCH_DELAY_MS = 250;

export type AsyncAutocompleteProps<Option> = {
  label: string;
  /** Names the options' query (and its cache): one per kind of option and filter. */
  queryKey: readonly unknown[];
  /** Answers the options matching a text (the server does the matching). */
  fetchOptions: (search: string) => Promise<Option[]>;
  value: Option | null;
  onChange: (value: Option | null) => void;
  getOptionLabel: (option: Option) => string;
  getOptionKey: (option: Option) => string | number;
  /** A second line under each option (where it sits, its category …). */
  renderDetail?: (option: Option) => ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

/** A pick-one field whose options come from the server as the person types. */
export const AsyncAutocomplete = <Option,>({
  label,
  queryKey,
  fetchOptions,
  value,
  onChange,
  getOptionLabel,
  getOptionKey,
  renderDetail,
  error,
  helperText,
  isRequired = false,
  isDisabled = false,
  name,
}: AsyncAutocompleteProps<Option>) => {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => fetchOptions(search),
    enabled: isOpen,
    staleTime: 30_000,
  });
  return (
    <Autocomplete<Option, false, false, false>
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => {
        if (reason === "input" || reason === "clear") setText(next);
      }}
      options={options.data ?? []}
      // The server has filtered: show what it answered.
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => getOptionKey(a) === getOptionKey(b)}
      getOptionLabel={getOptionLabel}
      getOptionKey={getOptionKey}
      loading={options.isFetching}
      disabled={isDisabled}
      noOptionsText={options.isError ? `Could not load: ${options.error.message}` : "Nothing matches"}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <div>{getOptionLabel(option)}</div>
              {renderDetail ? (
                <div style={{ fontSize: "0.8125rem", opacity: 0.7 }}>{renderDetail(option)}</div>
              ) : null}
            </div>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={isRequired}
          error={Boolean(error)}
          helperText={error ?? helperText}
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
