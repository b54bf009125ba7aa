import { LocationLevel } from "@fieldstead/domain";
import type { AssetKind } from "./assets.seed-data.ts";
import { DIESEL_GENERATOR, FIRE_EXTINGUISHER, TRANSFER_SWITCH } from "./facility-assets.seed-data.ts";
import {
  IP_CAMERA,
  NETWORK_SWITCH,
  PICKUP_TRUCK,
  RUGGED_TABLET,
  SERVICE_VAN,
} from "./building-assets.seed-data.ts";

const { Site, Building, Floor, Room } = LocationLevel;

const TOWER_SITES = ["Tower Site"];
const FUEL_SITES = ["Fuel Depot"];
const SUBSTATIONS = ["Substation", "Switching Station"];
const YARDS = ["Operations Yard", "Service Center"];

const FUEL_TANK: AssetKind = {
  category: "Fuel Systems",
  code: "FUEL",
  name: "Aboveground Fuel Tank",
  label: "AST",
  domain: "Fuel",
  levels: [Site, Building],
  siteKeywords: FUEL_SITES,
  weight: 6,
  models: [
    ["ConVault", "10,000 gal Protected AST", 45_000, 80_000],
    ["Highland Tank", "FireGuard 12,000 gal", 52_000, 88_000],
    ["Modern Welding Company", "Double-Wall 2,000 gal", 9_500, 16_000],
  ],
  parts: [
    ["Overfill Prevention Valve", "OPW 61SO", "OPW", false, 1, "Drop-tube overfill valve"],
    [
      "Interstitial Leak Sensor",
      "794380-420",
      "Veeder-Root",
      true,
      1,
      "Monitors the tank's interstitial space",
    ],
  ],
};

const FUEL_DISPENSER: AssetKind = {
  category: "Fuel Systems",
  code: "FUEL",
  name: "Fuel Dispenser",
  label: "DSP",
  domain: "Fuel",
  levels: [Site, Building],
  siteKeywords: FUEL_SITES,
  weight: 4,
  models: [
    ["Gilbarco", "Encore 700 S", 18_000, 29_000],
    ["Wayne", "Anthem", 17_000, 27_000],
  ],
  parts: [
    ["Dispenser Hose 3/4 in", "VST-ENVIRO-075", "VST", false, 2, "Diesel dispensing hose"],
    ["Nozzle", "11BP", "OPW", false, 2, "Automatic shut-off nozzle"],
  ],
};

const TANK_MONITOR: AssetKind = {
  category: "Fuel Systems",
  code: "FUEL",
  name: "Tank Monitoring Console",
  label: "ATG",
  domain: "Fuel",
  levels: [Building, Floor, Room],
  siteKeywords: FUEL_SITES,
  weight: 3,
  models: [
    ["Veeder-Root", "TLS-450PLUS", 7_500, 12_000],
    ["Franklin Fueling Systems", "EVO 600", 6_800, 10_500],
  ],
  parts: [["Magnetostrictive Probe", "846391-109", "Veeder-Root", true, 1, "In-tank level probe"]],
};

const MONOPOLE: AssetKind = {
  category: "Telecom",
  code: "TEL",
  name: "Monopole Tower",
  label: "TWR",
  domain: "Telecom",
  levels: [Site],
  siteKeywords: TOWER_SITES,
  weight: 1.5,
  models: [
    ["Sabre Industries", "150 ft Monopole", 180_000, 260_000],
    ["Valmont", "180 ft Self-Support", 210_000, 320_000],
  ],
  parts: [
    [
      "Tower Lighting Controller",
      "FTS 370d",
      "Flash Technology",
      true,
      1,
      "FAA obstruction lighting control",
    ],
    ["Grounding Kit", "SGK-158", "CommScope", false, 3, "Coax grounding kits"],
  ],
};

const RECTIFIER: AssetKind = {
  category: "Telecom",
  code: "TEL",
  name: "DC Rectifier System",
  label: "RECT",
  domain: "Telecom",
  levels: [Building, Floor, Room],
  siteKeywords: TOWER_SITES,
  weight: 5,
  models: [
    ["Eltek", "Flatpack2 48V 12 kW", 9_000, 15_000],
    ["Vertiv", "NetSure 7100", 11_000, 18_000],
  ],
  parts: [["Rectifier Module 2 kW", "241119.105", "Eltek", true, 1, "Hot-swap 48V rectifier"]],
};

const BATTERY_STRING: AssetKind = {
  category: "Telecom",
  code: "TEL",
  name: "Battery String",
  label: "BAT",
  domain: "Telecom",
  levels: [Building, Floor, Room],
  siteKeywords: TOWER_SITES,
  weight: 6,
  models: [
    ["EnerSys", "PowerSafe SBS 190F", 4_800, 7_900],
    ["NorthStar", "NSB 170FT Blue+", 4_200, 7_100],
  ],
  parts: [["Monobloc Battery 12V", "SBS190F", "EnerSys", true, 1, "Replacement monobloc"]],
};

const MICROWAVE_RADIO: AssetKind = {
  category: "Telecom",
  code: "TEL",
  name: "Microwave Radio",
  label: "MW",
  domain: "Telecom",
  levels: [Site, Building],
  siteKeywords: TOWER_SITES,
  weight: 4,
  models: [
    ["Ericsson", "MINI-LINK 6352", 12_000, 21_000],
    ["Nokia", "Wavence UBT-SA", 13_000, 22_000],
    ["Aviat Networks", "WTM 4200", 11_500, 20_000],
  ],
  parts: [
    ["Outdoor Unit Power Injector", "PI-48-PoE", "Aviat Networks", true, 1, "PoE injector for the ODU"],
  ],
};

const SHELTER_HVAC: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Wall-Mount Air Conditioner",
  label: "WMAC",
  domain: "Mechanical",
  levels: [Building],
  siteKeywords: TOWER_SITES,
  weight: 6,
  models: [
    ["Bard", "W36AB", 4_800, 7_200],
    ["Marvair", "AVP36ACA", 5_100, 7_600],
  ],
  parts: [["Lead/Lag Controller", "MC4002", "Bard", true, 1, "Alternates the shelter's two units"]],
};

const POWER_TRANSFORMER: AssetKind = {
  category: "Substation",
  code: "SUB",
  name: "Power Transformer",
  label: "XFMR",
  domain: "Power Delivery",
  levels: [Site],
  siteKeywords: SUBSTATIONS,
  weight: 1,
  models: [
    ["Hitachi Energy", "TXpand 115/12.47 kV 20 MVA", 1_200_000, 1_900_000],
    ["Siemens Energy", "GEAFOL Neo 10 MVA", 850_000, 1_400_000],
  ],
  parts: [["Dissolved Gas Monitor", "Hydran M2-X", "GE Vernova", true, 1, "Online transformer oil monitor"]],
};

const CIRCUIT_BREAKER: AssetKind = {
  category: "Substation",
  code: "SUB",
  name: "Circuit Breaker",
  label: "CB",
  domain: "Power Delivery",
  levels: [Site],
  siteKeywords: SUBSTATIONS,
  weight: 3,
  models: [
    ["Siemens Energy", "SPS2 72.5 kV", 95_000, 150_000],
    ["Mitsubishi Electric", "100-SFMT-40E", 110_000, 170_000],
  ],
  parts: [["Trip Coil", "SPS2-TC-125", "Siemens Energy", false, 2, "125 VDC trip coil"]],
};

const RECLOSER: AssetKind = {
  category: "Substation",
  code: "SUB",
  name: "Recloser",
  label: "RCL",
  domain: "Power Delivery",
  levels: [Site],
  siteKeywords: SUBSTATIONS,
  weight: 2,
  models: [
    ["Eaton", "Cooper Power NOVA", 28_000, 42_000],
    ["G&W Electric", "Viper-ST", 30_000, 45_000],
  ],
  parts: [["Recloser Control", "Form 6", "Eaton", true, 1, "Microprocessor recloser control"]],
};

const PROTECTIVE_RELAY: AssetKind = {
  category: "Substation",
  code: "SUB",
  name: "Protective Relay",
  label: "RLY",
  domain: "Power Delivery",
  levels: [Building, Floor, Room],
  siteKeywords: SUBSTATIONS,
  weight: 5,
  models: [
    ["SEL", "SEL-751 Feeder Protection", 3_800, 6_200],
    ["SEL", "SEL-351S", 4_500, 7_000],
    ["GE Vernova", "Multilin 850", 5_200, 8_400],
  ],
  parts: [],
};

const FUEL_TRUCK: AssetKind = {
  category: "Vehicles",
  code: "VEH",
  name: "Fuel Delivery Truck",
  label: "FTK",
  domain: "Fleet",
  levels: [Site],
  siteKeywords: YARDS,
  weight: 3,
  models: [
    ["Freightliner", "M2 106 3,000 gal", 165_000, 210_000],
    ["Kenworth", "T370 2,800 gal", 170_000, 220_000],
  ],
  parts: [["Meter Register", "LCR.iQ", "Liquid Controls", true, 1, "Electronic delivery meter"]],
};

const BUCKET_TRUCK: AssetKind = {
  category: "Vehicles",
  code: "VEH",
  name: "Bucket Truck",
  label: "BKT",
  domain: "Fleet",
  levels: [Site],
  siteKeywords: YARDS,
  weight: 2,
  models: [["Ford", "F-550 with Altec AT40G", 145_000, 185_000]],
  parts: [["Boom Tip Control", "AT40G-BTC", "Altec", true, 1, "Platform control valve"]],
};

export const FIELD_ASSET_KINDS: readonly AssetKind[] = [
  { ...DIESEL_GENERATOR, weight: 8 },
  { ...TRANSFER_SWITCH, weight: 5 },
  { ...FIRE_EXTINGUISHER, levels: [Building, Floor, Room], weight: 8 },
  { ...NETWORK_SWITCH, weight: 3 },
  { ...RUGGED_TABLET, weight: 4 },
  { ...IP_CAMERA, levels: [Site, Building], weight: 6 },
  { ...SERVICE_VAN, siteKeywords: YARDS, weight: 4 },
  { ...PICKUP_TRUCK, siteKeywords: YARDS, weight: 4 },
  FUEL_TANK,
  FUEL_DISPENSER,
  TANK_MONITOR,
  MONOPOLE,
  RECTIFIER,
  BATTERY_STRING,
  MICROWAVE_RADIO,
  SHELTER_HVAC,
  POWER_TRANSFORMER,
  CIRCUIT_BREAKER,
  RECLOSER,
  PROTECTIVE_RELAY,
  FUEL_TRUCK,
  BUCKET_TRUCK,
];
