import { Controller, useFormContext } from "react-hook-form";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { searchLeaseLocations } from "../../api/search-lease-pickers.ts";
import type { LeaseFormValues, LeasePlace } from "./lease-form.ts";
import { useFieldError } from "./use-lease-field.ts";

/** Where the lease is: an active location found by code or name, its parents shown beneath it. */
export const LeasePlaceField = () => {
  const { control } = useFormContext<LeaseFormValues>();
  const error = useFieldError("Location");
  return (
    <Controller
      control={control}
      name="Location"
      render={({ field: { value, onChange } }) => (
        <AsyncAutocomplete<LeasePlace>
          label="Location"
          name="Location"
          queryKey={["leases", "locations"]}
          fetchOptions={searchLeaseLocations}
          value={value}
          onChange={onChange}
          getOptionLabel={(o) => (o.Code ? `${o.Name} (${o.Code})` : o.Name)}
          getOptionKey={(o) => o.Id}
          renderDetail={(o) => o.Path || "Site"}
          error={error}
          isRequired
        />
      )}
    />
  );
};
