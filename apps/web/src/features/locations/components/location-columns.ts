import { LocationLevel, LocationStatus, type LocationListRow } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { LEVEL_LABELS } from "../location-labels.ts";

/** The location list's columns; the rarely needed ones start hidden (the column chooser shows them). */
export const LOCATION_COLUMNS: readonly DataGridColumn<LocationListRow>[] = [
  { colId: "Code", header: "Code", type: "text", width: 190 },
  { colId: "Name", header: "Name", type: "text", width: 280 },
  {
    colId: "LevelId",
    header: "Level",
    type: "set",
    width: 130,
    options: Object.values(LocationLevel).map((value) => ({ value, label: LEVEL_LABELS[value] })),
    format: (row) => row.LevelName,
  },
  { colId: "ParentName", header: "Parent", type: "text", width: 220 },
  { colId: "Address", header: "Address", type: "text", width: 220, isHiddenByDefault: true },
  { colId: "City", header: "City", type: "text", width: 150 },
  { colId: "State", header: "State", type: "text", width: 110 },
  { colId: "Country", header: "Country", type: "text", width: 130, isHiddenByDefault: true },
  { colId: "Latitude", header: "Latitude", type: "number", width: 120, isHiddenByDefault: true },
  { colId: "Longitude", header: "Longitude", type: "number", width: 120, isHiddenByDefault: true },
  {
    colId: "Status",
    header: "Status",
    type: "set",
    width: 120,
    options: Object.values(LocationStatus).map((value) => ({ value, label: value })),
  },
  {
    colId: "IsWarehouse",
    header: "Warehouse",
    type: "set",
    width: 130,
    options: [
      { value: 1, label: "Yes" },
      { value: 0, label: "No" },
    ],
    format: (row) => (row.IsWarehouse ? "Yes" : "No"),
    isHiddenByDefault: true,
  },
  { colId: "UpdatedAt", header: "Updated", type: "date", width: 200, showsTime: true },
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
