import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetLocationContract, type LocationDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** GET Location/GetLocation: one location in full (fields, parents, who and when, counts). */
export const getLocation = (id: number): Promise<LocationDetail> =>
  callContract(GetLocationContract, { query: { Id: id } });

/** Everything the location pages read starts with this key, so a change can refresh it all at once. */
export const LOCATIONS_KEY = ["locations"] as const;

export const locationQuery = (id: number) =>
  queryOptions({ queryKey: [...LOCATIONS_KEY, "detail", id] as const, queryFn: () => getLocation(id) });

export const useLocationDetail = (id: number | null) =>
  useQuery({ ...locationQuery(id ?? 0), enabled: id !== null });
