import type { LocationOption } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { searchMoveDestinations } from "../../api/search-asset-locations.ts";

export type DestinationPickerProps = {
  label: string;
  name?: string;
  /** Names the options' cache: one per picker and place left out. */
  queryKey: readonly unknown[];
  /** A place not offered (where the assets stand now, the warehouse itself). */
  excludeId?: number | undefined;
  value: LocationOption | null;
  onChange: (location: LocationOption | null) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Says 'Warehouse' beside the warehouses. */
  marksWarehouses?: boolean;
};

/** Where assets or material go: an active location, found by name; its path shows beneath it. */
export const DestinationPicker = ({
  excludeId,
  marksWarehouses = false,
  ...props
}: DestinationPickerProps) => (
  <AsyncAutocomplete<LocationOption>
    {...props}
    fetchOptions={async (search) => (await searchMoveDestinations(search)).filter((l) => l.Id !== excludeId)}
    getOptionLabel={(o) => o.Name}
    getOptionKey={(o) => o.Id}
    renderDetail={(o) =>
      [o.Path || "Site", marksWarehouses && o.IsWarehouse ? "Warehouse" : null].filter(Boolean).join(" · ")
    }
  />
);
