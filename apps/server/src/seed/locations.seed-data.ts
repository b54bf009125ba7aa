import {
  LocationLevel,
  LocationStatus,
  type LocationLevelId,
  type LocationStatusValue,
} from "@fieldstead/domain";
import type { Random } from "./demo-random.ts";

/** Each entry of `floors` is one floor, numbered from 1, holding that many rooms. */
type BuildingSpec = { name: string; floors: readonly number[]; isWarehouse?: boolean };

type SiteSpec = {
  name: string;
  code: string;
  address: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  status?: LocationStatusValue;
  buildings: readonly BuildingSpec[];
};

export type LocationSeed = {
  code: string;
  parentCode: string | null;
  siteCode: string;
  levelId: LocationLevelId;
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  status: LocationStatusValue;
  /** Only the warehouse building itself: what stands in it is stock. */
  isWarehouse: boolean;
};

export type LocationProfile = "facilities" | "field";

const FACILITY_SITES: readonly SiteSpec[] = [
  {
    name: "Denver Tech Center Campus",
    code: "DTC-01",
    address: "7900 E Union Ave",
    city: "Denver",
    state: "CO",
    latitude: 39.6231,
    longitude: -104.8958,
    buildings: [
      { name: "Belleview Tower", floors: [2, 1, 2] },
      { name: "Union Plaza", floors: [1, 1] },
    ],
  },
  {
    name: "Boulder Research Park",
    code: "BRP-01",
    address: "3100 Marine St",
    city: "Boulder",
    state: "CO",
    latitude: 40.0124,
    longitude: -105.2437,
    buildings: [
      { name: "Flatirons Lab Building", floors: [2, 1] },
      { name: "Marine Street Annex", floors: [1] },
    ],
  },
  {
    name: "Salt Lake Operations Center",
    code: "SLC-01",
    address: "2250 S Redwood Rd",
    city: "Salt Lake City",
    state: "UT",
    latitude: 40.7214,
    longitude: -111.9386,
    buildings: [
      { name: "Redwood Distribution Center", floors: [2], isWarehouse: true },
      { name: "Redwood Operations Office", floors: [1, 1] },
    ],
  },
  {
    name: "Tempe Gateway Office Park",
    code: "TMP-01",
    address: "1255 W Rio Salado Pkwy",
    city: "Tempe",
    state: "AZ",
    latitude: 33.4297,
    longitude: -111.9581,
    buildings: [{ name: "Gateway Tower", floors: [1, 1, 1] }],
  },
];

const FIELD_SITES: readonly SiteSpec[] = [
  {
    name: "Globex Denver Operations Yard",
    code: "DEN-01",
    address: "5200 Smith Rd",
    city: "Denver",
    state: "CO",
    latitude: 39.7718,
    longitude: -104.9287,
    buildings: [
      { name: "Dispatch & Operations Building", floors: [2, 2] },
      { name: "Fleet Maintenance Shop", floors: [1] },
    ],
  },
  site(
    "Castle Rock Tower Site",
    "CRK-01",
    "4820 Crowfoot Valley Rd",
    "Castle Rock",
    "CO",
    39.4036,
    -104.8121,
    [{ name: "Castle Rock Equipment Shelter", floors: [0] }],
  ),
  site("Pueblo Fuel Depot", "PUB-01", "1400 E 4th St", "Pueblo", "CO", 38.2688, -104.5921, [
    { name: "Pueblo Tank Farm Control House", floors: [1] },
  ]),
  site("Fort Collins Substation", "FTC-01", "2900 E Mulberry St", "Fort Collins", "CO", 40.5826, -105.0352, [
    { name: "Fort Collins Control House", floors: [1] },
  ]),
  site(
    "Colorado Springs Service Center",
    "COS-01",
    "3315 N Nevada Ave",
    "Colorado Springs",
    "CO",
    38.8712,
    -104.8177,
    [{ name: "Colorado Springs Parts Warehouse", floors: [1], isWarehouse: true }],
  ),
  site("Grand Junction Tower Site", "GJT-01", "2155 Broadway", "Grand Junction", "CO", 39.0836, -108.6112, [
    { name: "Grand Junction Equipment Shelter", floors: [0] },
  ]),
  site("Cheyenne Fuel Depot", "CYS-01", "1601 W Lincolnway", "Cheyenne", "WY", 41.1331, -104.8431, [
    { name: "Cheyenne Pump House", floors: [0] },
  ]),
  site(
    "Albuquerque North Substation",
    "ABQ-01",
    "8600 Jefferson St NE",
    "Albuquerque",
    "NM",
    35.1719,
    -106.5828,
    [{ name: "Albuquerque Control House", floors: [0] }],
  ),
  site(
    "Flagstaff Mountain Tower Site",
    "FLG-01",
    "2700 N Fort Valley Rd",
    "Flagstaff",
    "AZ",
    35.2268,
    -111.6614,
    [{ name: "Flagstaff Equipment Shelter", floors: [0] }],
  ),
  site("Greeley Switching Station", "GRE-01", "3501 W 29th St", "Greeley", "CO", 40.3955, -104.7395, []),
  site("Durango Tower Site", "DRO-01", "1450 County Rd 203", "Durango", "CO", 37.2532, -107.8801, [
    { name: "Durango Equipment Shelter", floors: [0] },
  ]),
  {
    ...site("Provo Fuel Depot", "PVO-01", "1520 S Industrial Pkwy", "Provo", "UT", 40.2162, -111.6438, [
      { name: "Provo Pump House", floors: [0] },
    ]),
    status: "Inactive",
  },
];

function site(
  name: string,
  code: string,
  address: string,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
  buildings: readonly BuildingSpec[],
): SiteSpec {
  return { name, code, address, city, state, latitude, longitude, buildings };
}

const ROOM_KINDS: Record<LocationProfile, readonly string[]> = {
  facilities: [
    "Mechanical Room",
    "Electrical Room",
    "IT Closet",
    "Server Room",
    "Conference Room",
    "Break Room",
    "Open Office",
    "Fire Command Room",
    "Janitor Closet",
    "Loading Dock",
  ],
  field: ["Dispatch Office", "Battery Room", "Control Room", "Parts Cage", "Radio Room"],
};

const nudge = (random: Random, value: number) =>
  Number((value + random.float(-0.0025, 0.0025, 6)).toFixed(6));

/** The location tree, parents before children, so each level can be inserted once its parents have ids. */
export const buildLocationTree = (profile: LocationProfile, random: Random): LocationSeed[] => {
  const sites = profile === "field" ? FIELD_SITES : FACILITY_SITES;
  const rows: LocationSeed[] = [];
  for (const spec of sites) {
    const status = spec.status ?? LocationStatus.Active;
    const place = {
      address: spec.address,
      city: spec.city,
      state: spec.state,
      country: "United States",
      status,
    };
    const common = { ...place, siteCode: spec.code, isWarehouse: false };
    rows.push({
      ...common,
      code: spec.code,
      parentCode: null,
      levelId: LocationLevel.Site,
      name: spec.name,
      latitude: spec.latitude,
      longitude: spec.longitude,
    });
    spec.buildings.forEach((building, b) => {
      const buildingCode = `${spec.code}-B${b + 1}`;
      const latitude = nudge(random, spec.latitude);
      const longitude = nudge(random, spec.longitude);
      const inBuilding = { ...common, latitude, longitude };
      rows.push({
        ...inBuilding,
        isWarehouse: building.isWarehouse ?? false,
        code: buildingCode,
        parentCode: spec.code,
        levelId: LocationLevel.Building,
        name: building.name,
      });
      const kinds = random.shuffle(ROOM_KINDS[profile]);
      let kindIndex = 0;
      building.floors.forEach((roomCount, f) => {
        const floor = f + 1;
        const floorCode = `${buildingCode}-F${floor}`;
        const floorName = building.floors.length === 1 ? "Ground Floor" : `Floor ${floor}`;
        rows.push({
          ...inBuilding,
          code: floorCode,
          parentCode: buildingCode,
          levelId: LocationLevel.Floor,
          name: `${building.name} – ${floorName}`,
        });
        for (let r = 1; r <= roomCount; r += 1) {
          const roomNumber = `${floor}${String(r).padStart(2, "0")}`;
          const kind = kinds[kindIndex % kinds.length] ?? "Utility Room";
          kindIndex += 1;
          rows.push({
            ...inBuilding,
            code: `${floorCode}-R${roomNumber}`,
            parentCode: floorCode,
            levelId: LocationLevel.Room,
            name: `${building.name} Room ${roomNumber} – ${kind}`,
          });
        }
      });
    });
  }
  return rows.sort((a, b) => a.levelId - b.levelId);
};
