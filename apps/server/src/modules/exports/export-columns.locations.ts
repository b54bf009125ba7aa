import { LOCATION_LIST_COLUMNS } from "@fieldstead/domain";
import { exportColumnsOf, type ExportColumn } from "./export-column-kit.ts";

const location = exportColumnsOf(LOCATION_LIST_COLUMNS);

export const LOCATION_LIST_EXPORT: readonly ExportColumn[] = [
  location("Code"),
  location("Name", { width: 30 }),
  location("LevelId", { width: 12, field: "LevelName" }),
  location("ParentName", { width: 26 }),
  location("Address", { width: 26 }),
  location("City"),
  location("State", { width: 8 }),
  location("Country", { width: 10 }),
  location("Latitude", { width: 12 }),
  location("Longitude", { width: 12 }),
  location("Status", { width: 10 }),
  location("IsWarehouse", { kind: "yesNo", width: 10 }),
  location("UpdatedAt", { width: 17 }),
];
