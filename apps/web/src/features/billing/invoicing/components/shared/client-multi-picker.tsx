import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Autocomplete, TextField } from "@mui/material";
import { useDebouncedValue } from "../../../../../lib/use-debounced-value.ts";
import { invoicingKeys } from "../../api/invoicing-keys.ts";
import { searchBillingClients } from "../../api/search-billing-clients.ts";
import { clientOption, type PickedRecord } from "./picked-record.ts";

const SEARCH_DELAY_MS = 250;

export type ClientMultiPickerProps = {
  value: readonly PickedRecord[];
  onChange: (value: PickedRecord[]) => void;
  helperText?: string;
  error?: string | undefined;
};

/** Several billed clients, searched by name as the person types. */
export const ClientMultiPicker = ({ value, onChange, helperText, error }: ClientMultiPickerProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const options = useQuery({
    queryKey: [...invoicingKeys.clients(), search],
    queryFn: async () => (await searchBillingClients(search)).map(clientOption),
    enabled: isOpen,
    staleTime: 30_000,
  });
  return (
    <Autocomplete<PickedRecord, true, false, false>
      multiple
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => {
        if (reason === "input" || reason === "clear") setText(next);
      }}
      options={options.data ?? []}
      // The server has filtered by the text: show what it answered.
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      getOptionLabel={(o) => o.Name}
      getOptionKey={(o) => o.Id}
      loading={options.isFetching}
      noOptionsText={options.isError ? `Could not load: ${options.error.message}` : "Nothing matches"}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Clients"
          name="ClientIds"
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
};
