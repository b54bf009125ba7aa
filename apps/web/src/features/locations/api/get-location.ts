import { useQuery } from "@tanstack/react-query";
import type { LocationListRow } from "@fieldstead/domain";
import { getLocationList } from "./get-location-list.ts";

/** One location as the list knows it: the list call filtered on its id (the detail call comes with its page). */
export const getLocation = async (id: number): Promise<LocationListRow | null> => {
  const reply = await getLocationList({
    StartRow: 0,
    PageSize: 1,
    SortModel: [],
    FilterModel: { Id: { filterType: "number", type: "equals", filter: id } },
  });
  return reply.Rows[0] ?? null;
};

export const useLocationRecord = (id: number | null) =>
  useQuery({
    queryKey: ["locations", "detail", id ?? 0] as const,
    queryFn: () => getLocation(id!),
    enabled: id !== null,
  });
