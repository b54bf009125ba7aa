import {
  GetLocationListContract,
  type ListReply,
  type LocationListQuery,
  type LocationListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/**
 * POST Location/GetLocationList: one page of the organisation's locations. Silent: the grid shows its own
 * loading state, and scrolling must not flash the page-wide loader.
 */
export const getLocationList = (query: LocationListQuery): Promise<ListReply<LocationListRow>> =>
  callContract(GetLocationListContract, { body: query, isSilent: true });
