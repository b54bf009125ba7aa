import type { LocationOption } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import { searchDashboardLocations } from "../api/search-dashboard-locations.ts";

/** The location a dashboard is narrowed to: found by code or name; its place in the tree shows beneath it. */
export type DashboardLocation = Pick<LocationOption, "Id" | "Name"> & Partial<LocationOption>;

export type DashboardLocationPickerProps = {
  value: DashboardLocation | null;
  onChange: (location: DashboardLocation | null) => void;
};

export const DashboardLocationPicker = ({ value, onChange }: DashboardLocationPickerProps) => (
  <AsyncAutocomplete<DashboardLocation>
    label="Location"
    name="LocationId"
    queryKey={["analytics", "locations"]}
    fetchOptions={searchDashboardLocations}
    value={value}
    onChange={onChange}
    getOptionLabel={(location) => (location.Code ? `${location.Name} (${location.Code})` : location.Name)}
    getOptionKey={(location) => location.Id}
    renderDetail={(location) => location.Path || (location.Path === "" ? "Site" : "")}
    helperText="A site counts everything under it."
  />
);
