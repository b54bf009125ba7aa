import type { LocationOption } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { searchAssetLocations } from "../../api/search-asset-locations.ts";

export type LocationPickerProps = {
  value: LocationOption | null;
  onChange: (location: LocationOption | null) => void;
  label?: string;
  error?: string | undefined;
  isRequired?: boolean;
};

/** Where an asset stands: an active location, found by code or name; its path shows beneath it. */
export const LocationPicker = ({
  value,
  onChange,
  label = "Location",
  error,
  isRequired = true,
}: LocationPickerProps) => (
  <AsyncAutocomplete<LocationOption>
    label={label}
    name="Location"
    queryKey={["asset-locations", "search"]}
    fetchOptions={(search) => searchAssetLocations({ Search: search })}
    value={value}
    onChange={onChange}
    getOptionLabel={(location) => `${location.Name} (${location.Code})`}
    getOptionKey={(location) => location.Id}
    renderDetail={(location) =>
      [location.Path, location.IsWarehouse ? "Warehouse" : ""].filter(Boolean).join(" · ") || "Site"
    }
    error={error}
    isRequired={isRequired}
  />
);
