import {
  SearchLocationsContract,
  SearchProjectManagersContract,
  type LocationOption,
  type ProjectManagerOption,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: the places a project may be at, by code or name. */
export const searchProjectLocations = async (search: string): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { Search: search, Limit: 20 },
      isSilent: true,
    })
  ).Locations;

/** POST Project/SearchManagers: the organisation's employees who may manage a project. */
export const searchProjectManagers = (search: string): Promise<ProjectManagerOption[]> =>
  callContract(SearchProjectManagersContract, {
    body: { Search: search, Limit: 20 },
    isSilent: true,
  });
