import { Alert, Box, TextField } from "@mui/material";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import type { LocationFormValues } from "./location-form.ts";

/**
 * How the place fields behave: a site's own (typed in), taken from the parent and shown read-only (a role
 * without Edit Automated Fields), or taken from the parent and open to change.
 */
export type PlaceMode = "own" | "inherited" | "inherited-editable";

export type LocationPlaceFieldsProps = {
  mode: PlaceMode;
  /** Controlled fields: their values are set from the parent, and the labels must know they are filled. */
  control: Control<LocationFormValues>;
  errors: FieldErrors<LocationFormValues>;
  /** The parent's name, for the note ('taken from Belleview Tower'). */
  parentName: string | null;
  /** Whether a new location's place is still being read from its parent. */
  isLoadingParent?: boolean;
};

const FIELDS: readonly {
  name: keyof LocationFormValues;
  label: string;
  wide?: boolean;
  inputMode?: "decimal";
}[] = [
  { name: "Address", label: "Address", wide: true },
  { name: "City", label: "City" },
  { name: "State", label: "State" },
  { name: "Country", label: "Country" },
  { name: "PostalCode", label: "Postal code" },
  { name: "Latitude", label: "Latitude", inputMode: "decimal" },
  { name: "Longitude", label: "Longitude", inputMode: "decimal" },
];

/** Address, city, state, country, postal code and coordinates, with a note on where they come from. */
export const LocationPlaceFields = ({
  mode,
  control,
  errors,
  parentName,
  isLoadingParent,
}: LocationPlaceFieldsProps) => {
  const isReadOnly = mode === "inherited";
  const from = parentName ? `the parent location, ${parentName}` : "the parent location";
  return (
    <Box>
      {mode === "inherited" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {isLoadingParent
            ? "Reading the address from the parent location…"
            : `Inherited from ${from}. These fields are filled in automatically; your role cannot change them.`}
        </Alert>
      ) : null}
      {mode === "inherited-editable" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`Filled in from ${from}. You may change them.`}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          gap: 2,
        }}
      >
        {FIELDS.map(({ name, label, wide, inputMode }) => {
          const message = errors[name]?.message;
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { ref, value, ...field } }) => (
                <TextField
                  {...field}
                  value={value as string}
                  inputRef={ref}
                  id={`location-${name}`}
                  label={label}
                  error={Boolean(message)}
                  helperText={message}
                  fullWidth
                  sx={wide ? { gridColumn: { sm: "1 / -1" } } : undefined}
                  slotProps={{
                    input: { readOnly: isReadOnly },
                    htmlInput: { inputMode, "aria-readonly": isReadOnly || undefined },
                  }}
                  variant={isReadOnly ? "filled" : "outlined"}
                />
              )}
            />
          );
        })}
      </Box>
    </Box>
  );
};
