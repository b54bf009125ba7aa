import {
  LOCATION_LIST_COLUMNS,
  LocationLevel,
  LocationStatus,
  type LocationListRow,
} from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { LEVEL_LABELS } from "../location-labels.ts";

const column = gridColumnsOf<LocationListRow, typeof LOCATION_LIST_COLUMNS>(LOCATION_LIST_COLUMNS);

/** The location list's columns; the rarely needed ones start hidden (the column chooser shows them). */
export const LOCATION_COLUMNS: readonly DataGridColumn<LocationListRow>[] = [
  column("Code", { width: 190 }),
  column("Name", { width: 280 }),
  column("LevelId", {
    width: 130,
    options: Object.values(LocationLevel).map((value) => ({ value, label: LEVEL_LABELS[value] })),
    format: (row) => row.LevelName,
  }),
  column("ParentName", { width: 220 }),
  column("Address", { width: 220, isHiddenByDefault: true }),
  column("City", { width: 150 }),
  column("State", { width: 110 }),
  column("Country", { width: 130, isHiddenByDefault: true }),
  column("Latitude", { width: 120, isHiddenByDefault: true }),
  column("Longitude", { width: 120, isHiddenByDefault: true }),
  column("Status", {
    width: 120,
    options: Object.values(LocationStatus).map((value) => ({ value, label: value })),
  }),
  column("IsWarehouse", {
    width: 130,
    options: [
      { value: 1, label: "Yes" },
      { value: 0, label: "No" },
    ],
    format: (row) => (row.IsWarehouse ? "Yes" : "No"),
    isHiddenByDefault: true,
  }),
  column("UpdatedAt", { width: 200 }),
];

/** A location as a card on a phone: code, name, status, then its level, parent and city. */
export const LOCATION_CARD = pickCard(LOCATION_COLUMNS, {
  overline: "Code",
  title: "Name",
  status: "Status",
  facts: ["LevelId", "ParentName", "City"],
});

/** A sub-location as a card (its parent is the page's location). */
export const SUB_LOCATION_CARD = pickCard(LOCATION_COLUMNS, {
  overline: "Code",
  title: "Name",
  status: "Status",
  facts: ["LevelId", "City"],
});
