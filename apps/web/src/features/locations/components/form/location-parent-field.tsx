import {
  LOCATION_LEVEL_LABELS,
  parentLevelOf,
  type LocationLevelId,
  type LocationOption,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { searchLocations } from "../../api/search-locations.ts";

export type LocationParentFieldProps = {
  /** The level of the location being placed: the parent is looked for one level up. */
  levelId: LocationLevelId;
  value: LocationOption | null;
  onChange: (value: LocationOption | null) => void;
  error?: string | undefined;
  /** A location that may not be its own parent (edit). */
  excludeId?: number;
};

/** Picks the parent location among those of the level above, as the person types. */
export const LocationParentField = ({
  levelId,
  value,
  onChange,
  error,
  excludeId,
}: LocationParentFieldProps) => {
  const parentLevel = parentLevelOf(levelId);
  if (parentLevel === null) return null;
  const label = `Parent ${LOCATION_LEVEL_LABELS[parentLevel].toLowerCase()}`;
  return (
    <AsyncAutocomplete<LocationOption>
      label={label}
      name="Parent"
      queryKey={["locations", "parent-options", parentLevel, excludeId ?? 0]}
      fetchOptions={async (search) =>
        (await searchLocations({ Search: search, LevelIds: [parentLevel], Limit: 20 })).filter(
          (o) => o.Id !== excludeId,
        )
      }
      value={value}
      onChange={onChange}
      getOptionLabel={(o) => `${o.Name} (${o.Code})`}
      getOptionKey={(o) => o.Id}
      renderDetail={(o) => o.Path || LOCATION_LEVEL_LABELS[o.LevelId]}
      error={error}
      isRequired
    />
  );
};
