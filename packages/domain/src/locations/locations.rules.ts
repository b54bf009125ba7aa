import { LocationLevel, type LocationLevelId } from "../assets/assets.enums.ts";

export * from "./location-codes.rules.ts";

/** The hierarchy levels as people read them: site → building → floor → room. */
export const LOCATION_LEVEL_LABELS: Readonly<Record<LocationLevelId, string>> = {
  [LocationLevel.Site]: "Site",
  [LocationLevel.Building]: "Building",
  [LocationLevel.Floor]: "Floor",
  [LocationLevel.Room]: "Room",
};

/** A refused value, named as the request names it. */
export type LocationProblem = { field: string; message: string };

/** The level a location's parent must have: none for a site, else the level above. */
export const parentLevelOf = (levelId: LocationLevelId): LocationLevelId | null =>
  levelId === LocationLevel.Site ? null : ((levelId - 1) as LocationLevelId);

const article = (label: string) => (/^[AEIOU]/i.test(label) ? "an" : "a");
const named = (levelId: LocationLevelId) => LOCATION_LEVEL_LABELS[levelId].toLowerCase();

/**
 * The hierarchy: a site has no parent; a building's parent is a site, a floor's a building, a room's a floor
 * (a location's level is its parent's level + 1).
 */
export const checkHierarchy = ({
  levelId,
  parent,
}: {
  levelId: LocationLevelId;
  parent: { levelId: LocationLevelId } | null;
}): { ok: true } | { ok: false; message: string } => {
  const wanted = parentLevelOf(levelId);
  if (wanted === null)
    return parent === null ? { ok: true } : { ok: false, message: "a site has no parent location" };
  const level = named(levelId);
  if (parent === null)
    return {
      ok: false,
      message: `${article(level)} ${level} needs ${article(named(wanted))} ${named(wanted)} as its parent`,
    };
  if (parent.levelId !== wanted)
    return {
      ok: false,
      message: `${article(level)} ${level}'s parent must be ${article(named(wanted))} ${named(wanted)}, not ${article(named(parent.levelId))} ${named(parent.levelId)}`,
    };
  return { ok: true };
};

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** Coordinates in range: latitude −90..90, longitude −180..180. */
export const checkCoordinateRanges = ({
  latitude,
  longitude,
}: {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}): LocationProblem[] => {
  const outside = (value: number, range: { min: number; max: number }) =>
    !Number.isFinite(value) || value < range.min || value > range.max;
  const problems: LocationProblem[] = [];
  if (typeof latitude === "number" && outside(latitude, LATITUDE_RANGE))
    problems.push({ field: "Latitude", message: "a latitude is between -90 and 90" });
  if (typeof longitude === "number" && outside(longitude, LONGITUDE_RANGE))
    problems.push({ field: "Longitude", message: "a longitude is between -180 and 180" });
  return problems;
};

/** Coordinates both or neither. `undefined` is a value not given, `null` an empty one. */
export const checkCoordinatePair = ({
  latitude,
  longitude,
}: {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}): LocationProblem[] => {
  const hasLatitude = latitude !== null && latitude !== undefined;
  const hasLongitude = longitude !== null && longitude !== undefined;
  if (hasLatitude && !hasLongitude)
    return [{ field: "Longitude", message: "give the longitude with the latitude (both or neither)" }];
  if (hasLongitude && !hasLatitude)
    return [{ field: "Latitude", message: "give the latitude with the longitude (both or neither)" }];
  return [];
};

/** Coordinates: latitude −90..90, longitude −180..180, both or neither. */
export const checkCoordinates = (coordinates: {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}): LocationProblem[] => [...checkCoordinateRanges(coordinates), ...checkCoordinatePair(coordinates)];

/** Where a location is: the fields a new location takes from its parent when the request leaves them out. */
export const PLACE_FIELDS = [
  "Address",
  "City",
  "State",
  "Country",
  "PostalCode",
  "Latitude",
  "Longitude",
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type LocationPlace = {
  Address: string | null;
  City: string | null;
  State: string | null;
  Country: string | null;
  PostalCode: string | null;
  Latitude: number | null;
  Longitude: number | null;
};

/** The automated fields: filled in by the product, changed only by a role with Edit Automated Fields. */
export const AUTOMATED_FIELDS = ["Code", ...PLACE_FIELDS] as const;
export type AutomatedField = (typeof AUTOMATED_FIELDS)[number];

export const EMPTY_PLACE: LocationPlace = {
  Address: null,
  City: null,
  State: null,
  Country: null,
  PostalCode: null,
  Latitude: null,
  Longitude: null,
};

/**
 * A new location's place: each field given in the request, else its parent's (a site has nothing to inherit).
 * The coordinates go as a pair: both from the request or both from the parent.
 */
export const inheritPlace = ({
  given,
  parent,
}: {
  given: Partial<LocationPlace>;
  parent: LocationPlace | null;
}): LocationPlace => {
  const from = parent ?? EMPTY_PLACE;
  const pick = <F extends PlaceField>(field: F): LocationPlace[F] =>
    given[field] === undefined ? from[field] : (given[field] as LocationPlace[F]);
  const hasCoordinates = given.Latitude !== undefined || given.Longitude !== undefined;
  return {
    Address: pick("Address"),
    City: pick("City"),
    State: pick("State"),
    Country: pick("Country"),
    PostalCode: pick("PostalCode"),
    Latitude: hasCoordinates ? (given.Latitude ?? null) : from.Latitude,
    Longitude: hasCoordinates ? (given.Longitude ?? null) : from.Longitude,
  };
};

/**
 * When a location moves to another parent, the place fields it had inherited (equal to the old parent's, or
 * empty) follow the new parent; fields it had of its own stay.
 */
export const followNewParent = ({
  current,
  oldParent,
  newParent,
}: {
  current: LocationPlace;
  oldParent: LocationPlace | null;
  newParent: LocationPlace;
}): Partial<LocationPlace> => {
  const changes: Partial<LocationPlace> = {};
  for (const field of PLACE_FIELDS) {
    const value = current[field];
    const wasInherited = value === null || (oldParent !== null && sameValue(value, oldParent[field]));
    if (wasInherited && !sameValue(value, newParent[field]))
      Object.assign(changes, { [field]: newParent[field] });
  }
  return changes;
};

/** Two values of an automated field are the same: empty text is no value, codes ignore case. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) =>
    v === undefined || v === null || v === "" ? null : typeof v === "string" ? v.trim().toLowerCase() : v;
  return norm(a) === norm(b);
};

/**
 * The automated fields a request sets to something other than what the product would: the fields a role
 * without Edit Automated Fields may not send. `automatic` holds the values the product gives (generated code,
 * the parent's place on create; the present values on edit); fields it lacks are not automated here.
 */
export const automatedFieldOverrides = ({
  requested,
  automatic,
}: {
  requested: Partial<Record<AutomatedField, unknown>>;
  automatic: Partial<Record<AutomatedField, unknown>>;
}): AutomatedField[] =>
  AUTOMATED_FIELDS.filter(
    (field) =>
      field in automatic && requested[field] !== undefined && !sameValue(requested[field], automatic[field]),
  );

/** Why a role without Edit Automated Fields may not set a field. */
export const automatedFieldMessage = (field: AutomatedField): string =>
  field === "Code"
    ? "Code is generated by the product; your role may not set it (it needs Edit Automated Fields)"
    : `${field} is filled in from the parent location; your role may not change it (it needs Edit Automated Fields)`;
