import { defineListColumns } from "../lists/list-columns.ts";

/** The location link list's columns (Location/GetLinkList): its grid and its server query. */
export const LOCATION_LINK_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  FromLocationId: { label: "From location id", type: "number" },
  FromCode: { label: "From code", type: "text" },
  FromName: { label: "From", type: "text" },
  ToLocationId: { label: "To location id", type: "number" },
  ToCode: { label: "To code", type: "text" },
  ToName: { label: "To", type: "text" },
  LinkType: { label: "Type", type: "set" },
  Description: { label: "Description", type: "text" },
  CreatedAt: { label: "Created", type: "date", showsTime: true },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
