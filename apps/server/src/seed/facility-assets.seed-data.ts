import { LocationLevel } from "@fieldstead/domain";
import type { AssetKind } from "./assets.seed-data.ts";

const { Site, Building, Floor, Room } = LocationLevel;

export const ROOFTOP_UNIT: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Rooftop Unit",
  label: "RTU",
  domain: "Mechanical",
  levels: [Building],
  weight: 14,
  models: [
    ["Carrier", "WeatherMaker 48FC-D12", 18_000, 34_000],
    ["Trane", "Voyager YSC120", 21_000, 38_000],
    ["Lennox", "Energence LGH180", 24_000, 41_000],
  ],
  parts: [
    ["Scroll Compressor", "ZP54K5E-TF5-830", "Copeland", true, 1, "4.5-ton primary refrigeration compressor"],
    ["Condenser Fan Motor", "5KCP39EGS070S", "Genteq", true, 1, "1/4 HP, 1075 RPM condenser fan motor"],
    [
      "Pleated Filter 20x25x2 MERV 13",
      "FLT-20252-M13",
      "Camfil",
      false,
      12,
      "Return-air filter set, changed quarterly",
    ],
    ["V-Belt A48", "A48", "Gates", false, 2, "Supply fan drive belt"],
  ],
};

const AIR_HANDLER: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Air Handling Unit",
  label: "AHU",
  domain: "Mechanical",
  levels: [Floor, Room],
  weight: 6,
  models: [
    ["Daikin", "Vision CAH021", 28_000, 52_000],
    ["Trane", "Performance Climate Changer CSAA", 31_000, 60_000],
  ],
  parts: [
    ["Supply Fan Motor 10 HP", "00736ET3E215T", "WEG", true, 1, "Premium-efficiency TEFC supply fan motor"],
    ["Variable Frequency Drive", "ACH580-01-039A-4", "ABB", true, 1, "HVAC drive for the supply fan"],
    ["Bag Filter 24x24 MERV 14", "FLT-2424-B14", "Camfil", false, 8, "Final filter bank"],
  ],
};

const CHILLER: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Centrifugal Chiller",
  label: "CH",
  domain: "Mechanical",
  levels: [Room],
  weight: 2,
  models: [
    ["Trane", "CenTraVac CVHE 500", 380_000, 620_000],
    ["Carrier", "AquaEdge 19DV", 350_000, 580_000],
  ],
  parts: [
    ["Refrigerant Leak Monitor", "MGS-410", "Bacharach", true, 1, "Mechanical-room refrigerant detector"],
    ["Oil Filter Kit", "KIT06466", "Trane", false, 2, "Annual oil service kit"],
  ],
};

const BOILER: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Condensing Boiler",
  label: "BLR",
  domain: "Mechanical",
  levels: [Room],
  weight: 3,
  models: [
    ["Lochinvar", "Crest FBN1501", 48_000, 76_000],
    ["Cleaver-Brooks", "ClearFire-CE CFC-E 1500", 52_000, 82_000],
  ],
  parts: [
    ["Hot Surface Ignitor", "100176668", "Lochinvar", false, 2, "Replacement ignitor assembly"],
    ["Flame Sensor", "100243853", "Lochinvar", false, 1, "Flame rectification rod"],
  ],
};

const SPLIT_SYSTEM: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Ductless Split System",
  label: "DSS",
  domain: "Mechanical",
  levels: [Room],
  weight: 5,
  models: [
    ["Mitsubishi Electric", "PUZ-A36NKA7", 7_500, 12_500],
    ["Daikin", "FTX24UVJU", 4_800, 8_200],
  ],
  parts: [["Condensate Pump", "MC-1", "Little Giant", true, 1, "Mini-split condensate removal pump"]],
};

const CRAC: AssetKind = {
  category: "HVAC",
  code: "HVAC",
  name: "Computer Room Air Conditioner",
  label: "CRAC",
  domain: "Mechanical",
  levels: [Room],
  weight: 2,
  models: [
    ["Vertiv", "Liebert DS 105", 62_000, 95_000],
    ["Schneider Electric", "Uniflair LE TDAV1321A", 58_000, 88_000],
  ],
  parts: [["Humidifier Canister", "137-262", "Vertiv", false, 1, "Steam canister, replaced yearly"]],
};

export const DIESEL_GENERATOR: AssetKind = {
  category: "Generator",
  code: "GEN",
  name: "Diesel Standby Generator",
  label: "GEN",
  domain: "Emergency Power",
  levels: [Site, Building],
  weight: 3,
  models: [
    ["Caterpillar", "C15 500 kW", 120_000, 185_000],
    ["Cummins", "QSX15 DQFAA 500 kW", 115_000, 178_000],
    ["Kohler", "KD800", 210_000, 290_000],
    ["Generac", "SD150", 45_000, 70_000],
  ],
  parts: [
    ["Starting Battery 12V Group 31", "31-MHD", "Interstate", false, 2, "Engine starting batteries"],
    ["Fuel Filter", "FS1000", "Fleetguard", false, 4, "Primary fuel water separator"],
    ["Block Heater 240V", "CSM12500-000", "Hotstart", true, 1, "Keeps the engine at starting temperature"],
    ["Voltage Regulator", "DECS-150", "Basler Electric", true, 1, "Digital excitation control"],
  ],
};

export const TRANSFER_SWITCH: AssetKind = {
  category: "Electrical",
  code: "ELEC",
  name: "Automatic Transfer Switch",
  label: "ATS",
  domain: "Electrical",
  levels: [Building, Room],
  weight: 3,
  models: [
    ["ASCO", "7000 Series 400A", 14_000, 26_000],
    ["Cummins", "OTEC 600A", 12_000, 22_000],
  ],
  parts: [["Transfer Switch Controller", "7000-ACC", "ASCO", true, 1, "Group 5 controller"]],
};

const SWITCHBOARD: AssetKind = {
  category: "Electrical",
  code: "ELEC",
  name: "Main Switchboard",
  label: "MSB",
  domain: "Electrical",
  levels: [Room],
  weight: 2,
  models: [
    ["Schneider Electric", "Square D QED-2 2000A", 38_000, 72_000],
    ["Eaton", "Pow-R-Line C 1600A", 34_000, 65_000],
  ],
  parts: [["Power Circuit Breaker 800A", "NW08H1", "Schneider Electric", true, 1, "Feeder breaker"]],
};

const PANELBOARD: AssetKind = {
  category: "Electrical",
  code: "ELEC",
  name: "Lighting Panelboard",
  label: "LP",
  domain: "Electrical",
  levels: [Floor, Room],
  weight: 8,
  models: [
    ["Eaton", "Pow-R-Line 1a 225A", 2_400, 4_800],
    ["Schneider Electric", "Square D NQ 225A", 2_200, 4_500],
  ],
  parts: [["Branch Breaker 20A 1P", "QO120", "Schneider Electric", false, 6, "Spare branch breakers"]],
};

export const UPS: AssetKind = {
  category: "Electrical",
  code: "ELEC",
  name: "Uninterruptible Power Supply",
  label: "UPS",
  domain: "Electrical",
  levels: [Room],
  weight: 4,
  models: [
    ["Eaton", "93PM 50 kVA", 32_000, 48_000],
    ["Schneider Electric", "Galaxy VS 40 kW", 29_000, 44_000],
    ["Vertiv", "Liebert EXM 40 kVA", 27_000, 41_000],
  ],
  parts: [
    ["VRLA Battery 12V 9Ah", "HRL1280W", "CSB", false, 40, "Battery string replacement set"],
    ["Power Module", "93PM-PM50", "Eaton", true, 1, "Hot-swappable 50 kVA power module"],
  ],
};

export const FIRE_EXTINGUISHER: AssetKind = {
  category: "Fire Safety",
  code: "FIRE",
  name: "Fire Extinguisher",
  label: "FE",
  domain: "Life Safety",
  levels: [Floor, Room],
  weight: 18,
  models: [
    ["Amerex", "B500 5 lb ABC", 60, 110],
    ["Ansul", "Sentry SY-1016 10 lb ABC", 95, 170],
    ["Kidde", "Pro 10 MP", 70, 130],
  ],
  parts: [],
};

const FIRE_ALARM_PANEL: AssetKind = {
  category: "Fire Safety",
  code: "FIRE",
  name: "Fire Alarm Control Panel",
  label: "FACP",
  domain: "Life Safety",
  levels: [Room],
  weight: 3,
  models: [
    ["Notifier", "NFS2-3030", 14_000, 26_000],
    ["Honeywell", "Silent Knight 6820EVS", 6_500, 11_000],
    ["Simplex", "4100ES", 16_000, 29_000],
  ],
  parts: [
    ["Standby Battery 12V 18Ah", "PS-12180", "Power-Sonic", false, 2, "Panel standby batteries"],
    ["Network Communication Module", "NCM-F", "Notifier", true, 1, "Fiber network card"],
  ],
};

const SPRINKLER_RISER: AssetKind = {
  category: "Fire Safety",
  code: "FIRE",
  name: "Sprinkler Riser",
  label: "FSR",
  domain: "Life Safety",
  levels: [Building, Room],
  weight: 3,
  models: [
    ["Viking", "Model J-1 Alarm Check Valve", 3_800, 7_200],
    ["Victaulic", "Series 751 FireLock", 3_500, 6_800],
  ],
  parts: [
    ["Valve Tamper Switch", "OSYSU-2", "Potter", true, 1, "Supervises the OS&Y control valve"],
    ["Waterflow Switch", "VSR-F", "Potter", true, 1, "Vane-type waterflow detector"],
  ],
};

/** Mechanical, electrical and life-safety plant. */
export const PLANT_ASSET_KINDS: readonly AssetKind[] = [
  ROOFTOP_UNIT,
  AIR_HANDLER,
  CHILLER,
  BOILER,
  SPLIT_SYSTEM,
  CRAC,
  DIESEL_GENERATOR,
  TRANSFER_SWITCH,
  SWITCHBOARD,
  PANELBOARD,
  UPS,
  FIRE_EXTINGUISHER,
  FIRE_ALARM_PANEL,
  SPRINKLER_RISER,
];
