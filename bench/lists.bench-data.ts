import type pg from "pg";

/** Asset categories of the generated organisation, and the kinds of equipment under each. */
export const BENCH_CATEGORIES = [
  ["HVAC", ["Rooftop Unit", "Air Handler", "Fan Coil", "Split System"]],
  ["Pumps", ["Booster Pump", "Sump Pump", "Circulation Pump", "Fire Pump"]],
  ["Electrical", ["Switchboard", "Distribution Panel", "Transformer", "UPS"]],
  ["Plumbing", ["Water Heater", "Backflow Preventer", "Mixing Valve", "Grease Trap"]],
  ["Fire Safety", ["Fire Alarm Panel", "Sprinkler Valve", "Smoke Damper", "Extinguisher"]],
  ["Lighting", ["Lighting Panel", "Emergency Light", "Exit Sign", "Floodlight"]],
  ["Elevators", ["Passenger Lift", "Goods Lift", "Escalator", "Dumbwaiter"]],
  ["Generators", ["Diesel Generator", "Gas Generator", "Transfer Switch", "Load Bank"]],
  ["Chillers", ["Water Chiller", "Air Chiller", "Cooling Tower", "Heat Exchanger"]],
  ["Boilers", ["Gas Boiler", "Steam Boiler", "Condensing Boiler", "Expansion Tank"]],
  ["Security", ["Access Reader", "CCTV Camera", "Door Controller", "Intercom"]],
  ["IT Equipment", ["Network Switch", "Server Rack", "Wireless Access Point", "Router"]],
  ["Telecom", ["Antenna", "Radio Unit", "Microwave Dish", "Baseband Unit"]],
  ["Solar", ["Solar Inverter", "PV Array", "Charge Controller", "Combiner Box"]],
  ["Batteries", ["Battery String", "Rectifier", "Battery Cabinet", "DC Plant"]],
  ["Meters", ["Electricity Meter", "Gas Meter", "Water Meter", "Heat Meter"]],
  ["Sensors", ["Temperature Sensor", "Leak Detector", "CO2 Sensor", "Occupancy Sensor"]],
  ["Vehicles", ["Service Van", "Forklift", "Scissor Lift", "Utility Cart"]],
  ["Tools", ["Torque Wrench", "Thermal Camera", "Multimeter", "Pipe Threader"]],
  ["Furniture", ["Workbench", "Storage Rack", "Locker Bank", "Tool Chest"]],
] as const;

const MAKERS = [
  "Carrier",
  "Trane",
  "Grundfos",
  "Schneider",
  "Siemens",
  "ABB",
  "Honeywell",
  "Johnson Controls",
];
const CITIES = ["Denver", "Boulder", "Aurora", "Pueblo", "Greeley", "Lakewood", "Longmont", "Loveland"];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * Adds `locationCount` locations (sites, buildings, floors, rooms) and tops the organisation up to
 * `assetCount` assets, all in set-based statements (seconds, not minutes), then refreshes the statistics.
 */
export const generateBenchData = async (
  client: pg.ClientBase,
  orgId: number,
  { assetCount, locationCount }: { assetCount: number; locationCount: number },
): Promise<void> => {
  const sites = Math.round(locationCount * 0.02);
  const buildings = Math.round(locationCount * 0.18);
  const floors = Math.round(locationCount * 0.3);
  const rooms = locationCount - sites - buildings - floors;
  const level = async (levelId: number, count: number, name: string, parentLevel: number | null) => {
    const parent =
      parentLevel === null ? "null::integer" : "parents.ids[1 + (i * 7919) % cardinality(parents.ids)]";
    await client.query(
      `with parents as (
         select array_agg(id order by id) as ids from locations
         where org_id = $1 and level_id = $3::integer and code like 'BN-%')
       insert into locations (org_id, level_id, parent_id, name, code, city, state, country, latitude, longitude, updated_at)
       select $1, $2::integer, ${parent}, ${name}, 'BN-' || $2::text || '-' || lpad(i::text, 6, '0'),
         (${sqlArray(CITIES)})[1 + i % ${CITIES.length}], 'CO', 'US',
         39 + (i % 1000) / 1000.0, -105 + (i % 997) / 1000.0,
         timestamptz '2026-01-01' + (i * 3607) % 31536000 * interval '1 second'
       from parents, generate_series(1, $4::integer) i`,
      [orgId, levelId, parentLevel ?? 0, count],
    );
  };
  await level(1, sites, `'Site ' || (${sqlArray(CITIES)})[1 + i % ${CITIES.length}] || ' ' || i`, null);
  await level(2, buildings, `'Building ' || chr(65 + i % 26) || ' ' || i`, 1);
  await level(3, floors, `'Floor ' || (1 + i % 30) || ' / ' || i`, 2);
  await level(4, rooms, `'Room ' || (100 + i % 900)`, 3);

  const [existing] = (
    await client.query<{ n: number }>("select count(*)::int as n from assets where org_id = $1", [orgId])
  ).rows;
  const add = assetCount - (existing?.n ?? 0);
  const categories = BENCH_CATEGORIES.map(([category]) => category);
  const kinds = BENCH_CATEGORIES.flatMap(([, names]) => names);
  await client.query(
    `with places as (select array_agg(id order by id) as ids from locations where org_id = $1 and code like 'BN-%')
     insert into assets (org_id, location_id, asset_tag, name, category, manufacturer, model, serial_number,
       status_id, verification_state, purchase_date, purchase_cost, updated_at)
     select $1, places.ids[1 + (i * 7919) % cardinality(places.ids)], 'BN-' || lpad(i::text, 7, '0'),
       (${sqlArray(kinds)})[1 + (i % ${categories.length}) * 4 + (i / ${categories.length}) % 4] || ' ' || lpad((i % 997)::text, 3, '0'),
       (${sqlArray(categories)})[1 + i % ${categories.length}],
       case when i % 19 = 0 then null else (${sqlArray(MAKERS)})[1 + i % ${MAKERS.length}] end,
       case when i % 23 = 0 then null else 'M-' || (i % 311) end,
       case when i % 11 = 0 then null else 'SN' || lpad(((i * 2654435761::bigint) % 100000000)::text, 8, '0') end,
       1 + (i * 13) % 5,
       (array['Pending_Verification', 'Verified', 'Unverified', 'Newly_Created'])[1 + (i * 17) % 4],
       case when i % 29 = 0 then null else date '2018-01-01' + (i * 37) % 3000 end,
       case when i % 31 = 0 then null else round(((i * 7907) % 5000000) / 100.0, 2) end,
       timestamptz '2025-01-01' + (i::bigint * 2654435761) % 63072000000000 * interval '1 microsecond'
     from places, generate_series(1, $2::integer) i`,
    [orgId, Math.max(0, add)],
  );
  await client.query("vacuum analyze assets");
  await client.query("vacuum analyze locations");
};
