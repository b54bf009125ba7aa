import {
  LOCATION_LEVEL_LABELS,
  type LocationDetail,
  type LocationLevelId,
  type LocationOption,
} from "@fieldstead/domain";

/** The hierarchy levels: site → building → floor → room. */
export const LEVEL_LABELS: Readonly<Record<LocationLevelId, string>> = LOCATION_LEVEL_LABELS;

/** '39.7392, -104.9903'; empty without both coordinates. */
export const formatCoordinates = (latitude: number | null, longitude: number | null): string =>
  latitude === null || longitude === null ? "" : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;

/** The detail address of a location (portal-platform §2.3 detail prefix), at one of its tabs. */
export const locationDetailPath = (id: number, tab?: string): string =>
  tab ? `/locationModules/${id}/${tab}` : `/locationModules/${id}`;

/** Where an asset's own page is. */
export const assetDetailPath = (id: number): string => `/fixedAssetManagement/asset-detailing/${id}`;

/** A location as the pickers offer it (a new child's parent, a new link's first end). */
export const locationOptionOf = (location: LocationDetail): LocationOption => ({
  Id: location.Id,
  Code: location.Code,
  Name: location.Name,
  LevelId: location.LevelId,
  Path: location.Path.map((p) => p.Name).join(" › "),
  IsWarehouse: location.IsWarehouse,
  Status: location.Status,
});
