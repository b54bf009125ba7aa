import { defineListColumns } from "../lists/list-columns.ts";

/** The location list's columns (Location/GetLocationList): its grid, its export and its server query. */
export const LOCATION_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Code: { label: "Code", type: "text" },
  Name: { label: "Name", type: "text" },
  LevelId: { label: "Level", type: "set" },
  LevelName: { label: "Level name", type: "set" },
  ParentId: { label: "Parent id", type: "number" },
  ParentName: { label: "Parent", type: "text" },
  Address: { label: "Address", type: "text" },
  City: { label: "City", type: "text" },
  State: { label: "State", type: "text" },
  Country: { label: "Country", type: "text" },
  Latitude: { label: "Latitude", type: "number" },
  Longitude: { label: "Longitude", type: "number" },
  Status: { label: "Status", type: "set" },
  IsWarehouse: { label: "Warehouse", type: "set" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
