import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { Autocomplete, TextField } from "@mui/material";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { searchLeaseParties } from "../../api/search-lease-pickers.ts";
import type { LeaseFormValues } from "./lease-form.ts";
import { useFieldError } from "./use-lease-field.ts";

const SEARCH_DELAY_MS = 250;

export type LeasePartyFieldProps = { name: "Lessor" | "Lessee"; label: string };

/**
 * A lessor or lessee: free text, with the parties typed on other leases offered as the person types, so one
 * party keeps one spelling.
 */
export const LeasePartyField = ({ name, label }: LeasePartyFieldProps) => {
  const { control } = useFormContext<LeaseFormValues>();
  const error = useFieldError(name);
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const parties = useQuery({
    queryKey: ["leases", "parties", search],
    queryFn: () => searchLeaseParties(search),
    enabled: isOpen,
    staleTime: 30_000,
  });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete<string, false, false, true>
          freeSolo
          fullWidth
          open={isOpen}
          onOpen={() => setIsOpen(true)}
          onClose={() => setIsOpen(false)}
          options={(parties.data ?? []).map((p) => p.Name)}
          filterOptions={(all) => all}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_event, next, reason) => {
            if (reason === "reset" && next === field.value) return;
            setText(next);
            field.onChange(next);
          }}
          onChange={(_event, next) => field.onChange(next ?? "")}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              id={`lease-${name}`}
              name={name}
              label={label}
              required
              error={Boolean(error)}
              helperText={error}
            />
          )}
        />
      )}
    />
  );
};
