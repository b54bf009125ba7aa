import { defineContract } from "../shared/contract.ts";
import {
  DeleteGridFilterReplySchema,
  DeleteGridFilterSchema,
  GetGridFiltersSchema,
  GetSearchFiltersSchema,
  GridFilterReplySchema,
  GridFiltersReplySchema,
  PersistGridFiltersSchema,
  PersistJSONSearchFiltersSchema,
  SearchFilterReplySchema,
  SearchFiltersReplySchema,
} from "./search.schemas.ts";

/**
 * Saved grid states and saved searches (portal-platform §7.3). Each belongs to the signed-in employee: any
 * session may call, and every call reads and writes only the caller's own.
 */
export const PersistGridFiltersContract = defineContract({
  method: "POST",
  path: "/Search/PersistGridFilters",
  summary: "Save the caller's filters, sort and columns of a grid, under a name or as its unnamed state.",
  tag: "Search",
  access: { kind: "session" },
  body: PersistGridFiltersSchema,
  reply: GridFilterReplySchema,
});

export const GetGridFiltersContract = defineContract({
  method: "POST",
  path: "/Search/GetGridFilters",
  summary: "The caller's saved states of a grid.",
  tag: "Search",
  access: { kind: "session" },
  body: GetGridFiltersSchema,
  reply: GridFiltersReplySchema,
});

export const DeleteGridFilterContract = defineContract({
  method: "POST",
  path: "/Search/DeleteGridFilter",
  summary: "Remove one of the caller's saved states of a grid.",
  tag: "Search",
  access: { kind: "session" },
  body: DeleteGridFilterSchema,
  reply: DeleteGridFilterReplySchema,
});

export const PersistJSONSearchFiltersContract = defineContract({
  method: "POST",
  path: "/Search/PersistJSONSearchFilters",
  summary: "Save the caller's JSON search for a filter type (one per type; saving again replaces it).",
  tag: "Search",
  access: { kind: "session" },
  body: PersistJSONSearchFiltersSchema,
  reply: SearchFilterReplySchema,
});

export const GetSearchFiltersContract = defineContract({
  method: "POST",
  path: "/Search/GetSearchFilters",
  summary: "The caller's saved JSON searches, of one filter type or all.",
  tag: "Search",
  access: { kind: "session" },
  body: GetSearchFiltersSchema,
  reply: SearchFiltersReplySchema,
});
