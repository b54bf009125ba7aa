import { LocationLevel, type LocationLevelId } from "@fieldstead/domain";

/** The hierarchy levels: site → building → floor → room. */
export const LEVEL_LABELS: Readonly<Record<LocationLevelId, string>> = {
  [LocationLevel.Site]: "Site",
  [LocationLevel.Building]: "Building",
  [LocationLevel.Floor]: "Floor",
  [LocationLevel.Room]: "Room",
};

/** '39.7392, -104.9903'; empty without both coordinates. */
export const formatCoordinates = (latitude: number | null, longitude: number | null): string =>
  latitude === null || longitude === null ? "" : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;

/** The detail address of a location (portal-platform §2.3 detail prefix). */
export const locationDetailPath = (id: number): string => `/locationModules/${id}`;
