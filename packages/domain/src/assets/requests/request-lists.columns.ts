import { defineListColumns, type ListColumnSpecs } from "../../lists/list-columns.ts";

/** The columns every request list has: its id, number, status, who asked, and when. */
const REQUEST_COLUMNS = {
  Id: { label: "Id", type: "number" },
  RequestNumber: { label: "Request", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  RequestedByName: { label: "Requested by", type: "text" },
  RequestedAt: { label: "Requested", type: "date", showsTime: true },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
} as const satisfies ListColumnSpecs;

/** The move-request list's columns (FixedAsset/GetMoveRequestList): its grid, its export and its server query. */
export const MOVE_REQUEST_LIST_COLUMNS = defineListColumns({
  ...REQUEST_COLUMNS,
  FromLocationId: { label: "From location id", type: "number", sortable: false },
  FromLocationName: { label: "From", type: "text" },
  ToLocationId: { label: "To location id", type: "number", sortable: false },
  ToLocationName: { label: "To", type: "text" },
  AssetCount: { label: "Assets", type: "number" },
  Reason: { label: "Reason", type: "text", sortable: false },
});

/**
 * The material-request list's columns (FixedAsset/GetMaterialRequestList): its grid, its export and its server
 * query.
 */
export const MATERIAL_REQUEST_LIST_COLUMNS = defineListColumns({
  ...REQUEST_COLUMNS,
  LocationId: { label: "Location id", type: "number", sortable: false },
  LocationName: { label: "Deliver to", type: "text" },
  NeededBy: { label: "Needed by", type: "date" },
  ItemCount: { label: "Parts", type: "number" },
  TotalQuantity: { label: "Units", type: "number" },
  WarehouseName: { label: "Issued from", type: "text" },
  FulfilledAt: { label: "Fulfilled", type: "date", showsTime: true },
});
