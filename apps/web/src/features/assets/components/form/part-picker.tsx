import type { PartOption } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { searchParts } from "../../catalogue/api/search-parts.ts";

export type PartPickerProps = {
  value: PartOption | null;
  onChange: (part: PartOption | null) => void;
  /** Only serialized parts (true) or only consumables (false). */
  serialized?: boolean;
  label?: string;
  error?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/** A part of the catalogue (active parts only), found by number, name or description as the person types. */
export const PartPicker = ({
  value,
  onChange,
  serialized,
  label = "Part",
  error,
  isRequired = true,
  isDisabled = false,
}: PartPickerProps) => (
  <AsyncAutocomplete<PartOption>
    label={label}
    name="Part"
    queryKey={["asset-catalogue", "part-search", serialized ?? "any"]}
    fetchOptions={(search) =>
      searchParts({ Search: search, ...(serialized === undefined ? {} : { Serialized: serialized }) })
    }
    value={value}
    onChange={onChange}
    getOptionLabel={(part) => `${part.PartNumber} · ${part.PartName}`}
    getOptionKey={(part) => part.Id}
    renderDetail={(part) =>
      [part.CategoryName, part.ManufacturerName, part.Serialized ? "Serialized" : "Consumable"]
        .filter(Boolean)
        .join(" · ")
    }
    error={error}
    isRequired={isRequired}
    isDisabled={isDisabled}
  />
);
