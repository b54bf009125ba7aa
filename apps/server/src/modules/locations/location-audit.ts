import {
  AuditEntityType,
  diffChanges,
  LOCATION_LEVEL_LABELS,
  type AuditChange,
  type AuditField,
  type LocationLevelId,
} from "@fieldstead/domain";
import type { AuditRecord } from "../audit/audit.service.ts";
import type { LocationRecord } from "./location-records.repository.ts";

/** A location as its history shows it: each field as people read it. */
export type LocationSnapshot = {
  Name: string;
  Code: string;
  Level: string;
  Parent: string | null;
  Address: string | null;
  City: string | null;
  State: string | null;
  Country: string | null;
  PostalCode: string | null;
  Latitude: number | null;
  Longitude: number | null;
  Status: string;
  IsWarehouse: string;
  Description: string | null;
};

const FIELDS: readonly AuditField<LocationSnapshot>[] = [
  { key: "Name", label: "Name" },
  { key: "Code", label: "Code" },
  { key: "Level", label: "Level" },
  { key: "Parent", label: "Parent" },
  { key: "Address", label: "Address" },
  { key: "City", label: "City" },
  { key: "State", label: "State" },
  { key: "Country", label: "Country" },
  { key: "PostalCode", label: "Postal code" },
  { key: "Latitude", label: "Latitude" },
  { key: "Longitude", label: "Longitude" },
  { key: "Status", label: "Status" },
  { key: "IsWarehouse", label: "Warehouse" },
  { key: "Description", label: "Description" },
];

type SnapshotSource = Pick<LocationRecord, "name" | "code" | "levelId"> &
  Partial<
    Pick<
      LocationRecord,
      | "address"
      | "city"
      | "state"
      | "country"
      | "postalCode"
      | "latitude"
      | "longitude"
      | "status"
      | "isWarehouse"
      | "description"
    >
  >;

export const snapshotOf = (location: SnapshotSource, parentName: string | null): LocationSnapshot => ({
  Name: location.name,
  Code: location.code,
  Level: LOCATION_LEVEL_LABELS[location.levelId as LocationLevelId],
  Parent: parentName,
  Address: location.address ?? null,
  City: location.city ?? null,
  State: location.state ?? null,
  Country: location.country ?? null,
  PostalCode: location.postalCode ?? null,
  Latitude: location.latitude ?? null,
  Longitude: location.longitude ?? null,
  Status: location.status ?? "Active",
  IsWarehouse: location.isWarehouse ? "Yes" : "No",
  Description: location.description ?? null,
});

export const locationChanges = (before: LocationSnapshot, after: LocationSnapshot): AuditChange[] =>
  diffChanges({ before, after, fields: FIELDS });

/** A new location's fields, as the 'Created' entry lists them (from empty to their first values). */
export const creationChanges = (after: LocationSnapshot): AuditChange[] =>
  diffChanges({ before: {}, after, fields: FIELDS });

const label = (snapshot: Pick<LocationSnapshot, "Name" | "Code">) => `'${snapshot.Name}' (${snapshot.Code})`;

/** The word and line an edit is recorded under: a move, a status change, or an update of named fields. */
export const editEntry = (
  before: LocationSnapshot,
  changes: readonly AuditChange[],
): { action: string; summary: string } => {
  const moved = changes.find((c) => c.Field === "Parent");
  if (moved)
    return {
      action: "Moved",
      summary: `Moved ${label(before)} from ${moved.From ?? "no parent"} to ${moved.To ?? "no parent"}`,
    };
  const status = changes.find((c) => c.Field === "Status");
  if (status && changes.length === 1)
    return status.To === "Active"
      ? { action: "Activated", summary: `Activated ${label(before)}` }
      : { action: "Deactivated", summary: `Deactivated ${label(before)}` };
  return {
    action: "Updated",
    summary: `Updated ${changes.map((c) => c.Field.toLowerCase()).join(", ")} of ${label(before)}`,
  };
};

export const locationEntry = (
  orgId: number,
  entityId: number,
  employeeId: number,
  at: Date,
  entry: { action: string; summary: string; changes?: AuditChange[] },
): AuditRecord => ({ orgId, entityType: AuditEntityType.Location, entityId, employeeId, at, ...entry });

export const describeLocation = label;
