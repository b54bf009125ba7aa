import { describe, expect, it } from "vitest";
import { LocationLevel, type LocationLevelId } from "../assets/assets.enums.ts";
import {
  automatedFieldOverrides,
  checkCoordinates,
  checkHierarchy,
  EMPTY_PLACE,
  followNewParent,
  inheritPlace,
  type LocationPlace,
} from "./locations.rules.ts";
import { LocationBulkCreateSchema, LocationCreateSchema } from "./location-writes.schemas.ts";

const { Site, Building, Floor, Room } = LocationLevel;

const DENVER: LocationPlace = {
  Address: "7900 E Union Ave",
  City: "Denver",
  State: "CO",
  Country: "United States",
  PostalCode: "80237",
  Latitude: 39.6231,
  Longitude: -104.8958,
};

describe("the location hierarchy", () => {
  it.each([
    [Site, null, true],
    [Building, Site, true],
    [Floor, Building, true],
    [Room, Floor, true],
    [Site, Site, false],
    [Building, null, false],
    [Building, Building, false],
    [Floor, Site, false],
    [Room, Building, false],
    [Room, Room, false],
  ] as const)("level %i under a parent of level %s is allowed: %s", (levelId, parentLevel, ok) => {
    const parent = parentLevel === null ? null : { levelId: parentLevel as LocationLevelId };
    expect(checkHierarchy({ levelId, parent }).ok).toBe(ok);
  });

  it.each([
    [Site, Site, "a site has no parent location"],
    [Building, null, "a building needs a site as its parent"],
    [Room, Building, "a room's parent must be a floor, not a building"],
  ] as const)("says why (level %i under %s)", (levelId, parentLevel, message) => {
    const parent = parentLevel === null ? null : { levelId: parentLevel as LocationLevelId };
    expect(checkHierarchy({ levelId, parent })).toEqual({ ok: false, message });
  });
});

describe("coordinates", () => {
  it.each([
    [39.6, -104.9, []],
    [null, null, []],
    [undefined, undefined, []],
    [90, 180, []],
    [-90, -180, []],
    [90.0001, 0, ["Latitude"]],
    [0, -180.5, ["Longitude"]],
    [45, null, ["Longitude"]],
    [undefined, 12, ["Latitude"]],
    [Number.NaN, 0, ["Latitude"]],
  ])("latitude %s and longitude %s: problems with %j", (latitude, longitude, fields) =>
    expect(checkCoordinates({ latitude, longitude }).map((p) => p.field)).toEqual(fields),
  );
});

describe("inherited place", () => {
  it.each([
    ["nothing given: all from the parent", {}, DENVER],
    ["the city given", { City: "Aurora" }, { ...DENVER, City: "Aurora" }],
    ["an address cleared", { Address: null }, { ...DENVER, Address: null }],
    [
      "coordinates given as a pair",
      { Latitude: 40, Longitude: -105 },
      { ...DENVER, Latitude: 40, Longitude: -105 },
    ],
    [
      "coordinates cleared",
      { Latitude: null, Longitude: null },
      { ...DENVER, Latitude: null, Longitude: null },
    ],
  ])("%s", (_case, given: Partial<LocationPlace>, expected) =>
    expect(inheritPlace({ given, parent: DENVER })).toEqual(expected),
  );

  it("a site has nothing to inherit", () => {
    expect(inheritPlace({ given: { City: "Boulder" }, parent: null })).toEqual({
      ...EMPTY_PLACE,
      City: "Boulder",
    });
  });

  it("a moved location follows its new parent where it had inherited, and keeps its own values", () => {
    const boulder = { ...DENVER, Address: "3100 Marine St", City: "Boulder", PostalCode: null };
    const current = { ...DENVER, Address: "Door 4, 7900 E Union Ave", Latitude: 39.62, Longitude: -104.89 };
    expect(followNewParent({ current, oldParent: DENVER, newParent: boulder })).toEqual({
      City: "Boulder",
      PostalCode: null,
    });
  });
});

describe("automated fields", () => {
  const automatic = { Code: "DTC-01-B3", ...DENVER };
  it.each([
    ["nothing given", {}, []],
    ["the parent's values, in another case", { City: "DENVER", Code: "dtc-01-b3" }, []],
    ["empty text for an empty value", { PostalCode: "" }, ["PostalCode"]],
    ["a code of one's own", { Code: "HQ-1" }, ["Code"]],
    [
      "another city and other coordinates",
      { City: "Aurora", Latitude: 1, Longitude: 2 },
      ["City", "Latitude", "Longitude"],
    ],
    ["a cleared address", { Address: null }, ["Address"]],
  ])("%s: overrides %j", (_case, requested, fields) =>
    expect(automatedFieldOverrides({ requested, automatic })).toEqual(fields),
  );

  it("a site's place is its own: only its code is automated", () => {
    expect(
      automatedFieldOverrides({ requested: { City: "Aurora", Code: "X-1" }, automatic: { Code: "AUR-01" } }),
    ).toEqual(["Code"]);
  });
});

describe("the create schemas", () => {
  it.each([
    [{ Name: "HQ", LevelId: Site }, []],
    [{ Name: "", LevelId: Site }, ["Name"]],
    [{ Name: "HQ", LevelId: Building }, ["ParentId"]],
    [{ Name: "HQ", LevelId: Site, ParentId: 4 }, ["ParentId"]],
    [{ Name: "HQ", LevelId: Site, Code: "HQ 1" }, ["Code"]],
    [{ Name: "HQ", LevelId: Site, Latitude: "39.5" }, ["Longitude"]],
    [{ Name: "HQ", LevelId: Site, Latitude: 91, Longitude: 0 }, ["Latitude"]],
    [{ Name: "HQ", LevelId: 5 }, ["LevelId"]],
  ])("%j: problems with %j", (body, fields) => {
    const result = LocationCreateSchema.safeParse(body);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join("."))).toEqual(fields);
  });

  it("reads empty text as no value and a generated code, and typed coordinates as numbers", () => {
    expect(
      LocationCreateSchema.parse({
        Name: " HQ ",
        LevelId: Site,
        Code: "",
        City: " ",
        Latitude: "39.5",
        Longitude: "-105",
      }),
    ).toMatchObject({
      Name: "HQ",
      Code: undefined,
      City: null,
      Latitude: 39.5,
      Longitude: -105,
      Status: "Active",
    });
  });

  it("names a bad bulk row by its index and field", () => {
    const result = LocationBulkCreateSchema.safeParse({
      Locations: [
        { Name: "Campus", LevelId: Site, Code: "CMP-01" },
        { Name: "Hall", LevelId: Building, ParentCode: "CMP-01" },
        { Name: "", LevelId: Building, ParentCode: "CMP-01" },
      ],
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join("."))).toEqual([
      "Locations.2.Name",
    ]);
  });
});
