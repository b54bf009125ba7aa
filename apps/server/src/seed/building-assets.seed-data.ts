import { LocationLevel } from "@fieldstead/domain";
import type { AssetKind } from "./assets.seed-data.ts";

const { Site, Building, Floor, Room } = LocationLevel;

const WATER_HEATER: AssetKind = {
  category: "Plumbing",
  code: "PLMB",
  name: "Commercial Water Heater",
  label: "WH",
  domain: "Plumbing",
  levels: [Room],
  weight: 4,
  models: [
    ["A. O. Smith", "Cyclone BTH-199", 9_000, 14_500],
    ["Rheem", "Universal H/E GHE100SU-199", 8_200, 13_000],
  ],
  parts: [
    ["Anode Rod", "9003519205", "A. O. Smith", false, 2, "Magnesium anode, inspected yearly"],
    ["T&P Relief Valve", "100XL-8", "Watts", false, 1, "Temperature and pressure relief valve"],
  ],
};

const BACKFLOW_PREVENTER: AssetKind = {
  category: "Plumbing",
  code: "PLMB",
  name: "Backflow Preventer",
  label: "BFP",
  domain: "Plumbing",
  levels: [Building, Room],
  weight: 4,
  models: [
    ["Watts", "LF909 2 in", 1_800, 3_200],
    ["Zurn Wilkins", "375XL 2 in", 1_700, 3_000],
  ],
  parts: [["Total Rubber Parts Kit", "RK909-RT", "Watts", false, 1, "Annual certification rebuild kit"]],
};

const BOOSTER_PUMP: AssetKind = {
  category: "Plumbing",
  code: "PLMB",
  name: "Domestic Water Booster Pump",
  label: "BP",
  domain: "Plumbing",
  levels: [Room],
  weight: 2,
  models: [
    ["Grundfos", "Hydro MPC-E 2 CRE 15-3", 24_000, 39_000],
    ["Bell & Gossett", "Technologic 5500", 21_000, 35_000],
  ],
  parts: [["Mechanical Shaft Seal", "96525459", "Grundfos", false, 2, "Pump seal kit"]],
};

export const NETWORK_SWITCH: AssetKind = {
  category: "IT Equipment",
  code: "IT",
  name: "Network Switch",
  label: "SW",
  domain: "IT",
  levels: [Room],
  weight: 8,
  models: [
    ["Cisco", "Catalyst 9300-48P", 6_500, 12_000],
    ["Aruba", "CX 6300M 48G", 5_800, 10_500],
    ["Juniper", "EX4400-48P", 6_200, 11_000],
  ],
  parts: [
    ["10G SFP+ SR Transceiver", "SFP-10G-SR", "Cisco", true, 1, "Uplink optic to the core"],
    ["715W AC Power Supply", "PWR-C1-715WAC-P", "Cisco", true, 1, "Redundant power supply"],
  ],
};

const ACCESS_POINT: AssetKind = {
  category: "IT Equipment",
  code: "IT",
  name: "Wireless Access Point",
  label: "WAP",
  domain: "IT",
  levels: [Floor, Room],
  weight: 10,
  models: [
    ["Cisco", "Catalyst 9120AXI", 900, 1_400],
    ["Cisco", "Meraki MR46", 1_100, 1_600],
    ["Aruba", "AP-535", 950, 1_450],
  ],
  parts: [],
};

const SERVER: AssetKind = {
  category: "IT Equipment",
  code: "IT",
  name: "Rack Server",
  label: "SRV",
  domain: "IT",
  levels: [Room],
  weight: 4,
  models: [
    ["Dell", "PowerEdge R750", 9_500, 18_000],
    ["HPE", "ProLiant DL380 Gen10 Plus", 9_000, 17_000],
  ],
  parts: [
    ["1.92TB SAS SSD", "400-BDQU", "Dell", true, 1, "Hot-plug data drive"],
    ["32GB DDR4 RDIMM", "370-AEVR", "Dell", false, 8, "Memory modules"],
  ],
};

export const RUGGED_TABLET: AssetKind = {
  category: "IT Equipment",
  code: "IT",
  name: "Rugged Tablet",
  label: "TAB",
  domain: "IT",
  levels: [Building],
  weight: 3,
  models: [
    ["Panasonic", "Toughbook G2", 3_200, 4_400],
    ["Dell", "Latitude 7230 Rugged Extreme", 2_900, 3_900],
  ],
  parts: [["Spare Battery", "FZ-VZSU1HU", "Panasonic", true, 1, "Hot-swap battery pack"]],
};

const PASSENGER_ELEVATOR: AssetKind = {
  category: "Elevators",
  code: "ELEV",
  name: "Passenger Elevator",
  label: "ELV",
  domain: "Vertical Transportation",
  levels: [Building],
  weight: 3,
  models: [
    ["Otis", "Gen2 Comfort", 95_000, 160_000],
    ["KONE", "MonoSpace 500", 90_000, 150_000],
    ["Schindler", "3300", 85_000, 140_000],
  ],
  parts: [
    ["Door Operator", "AT400", "Otis", true, 1, "Car door operator assembly"],
    ["Hoist Belt", "GEN2-CSB-30", "Otis", false, 4, "Coated steel belts"],
  ],
};

const FREIGHT_ELEVATOR: AssetKind = {
  category: "Elevators",
  code: "ELEV",
  name: "Freight Elevator",
  label: "FELV",
  domain: "Vertical Transportation",
  levels: [Building],
  weight: 1,
  models: [["Otis", "Hydraulic HydroFit 4500 lb", 110_000, 175_000]],
  parts: [["Hydraulic Pump Motor", "HPM-25", "Otis", true, 1, "Submersible pump motor"]],
};

export const IP_CAMERA: AssetKind = {
  category: "Security",
  code: "SEC",
  name: "IP Camera",
  label: "CAM",
  domain: "Security",
  levels: [Building, Floor],
  weight: 10,
  models: [
    ["Axis", "P3265-LVE", 850, 1_300],
    ["Hanwha Vision", "XNV-8080R", 700, 1_100],
    ["Avigilon", "H5A 5MP Bullet", 950, 1_500],
  ],
  parts: [],
};

const ACCESS_CONTROL_PANEL: AssetKind = {
  category: "Security",
  code: "SEC",
  name: "Access Control Panel",
  label: "ACP",
  domain: "Security",
  levels: [Room],
  weight: 3,
  models: [
    ["LenelS2", "Mercury LP1502", 1_800, 3_200],
    ["Honeywell", "Pro-Watch PW-6K1IC", 2_100, 3_500],
  ],
  parts: [["Reader Interface Module", "MR52", "Mercury Security", true, 1, "Two-reader interface board"]],
};

const CARD_READER: AssetKind = {
  category: "Security",
  code: "SEC",
  name: "Card Reader",
  label: "CR",
  domain: "Security",
  levels: [Floor],
  weight: 6,
  models: [
    ["HID", "Signo 40", 320, 520],
    ["HID", "iCLASS SE R40", 260, 420],
  ],
  parts: [],
};

export const SERVICE_VAN: AssetKind = {
  category: "Vehicles",
  code: "VEH",
  name: "Service Van",
  label: "VAN",
  domain: "Fleet",
  levels: [Site],
  weight: 3,
  models: [
    ["Ford", "Transit 250 High Roof", 46_000, 56_000],
    ["Ram", "ProMaster 2500", 43_000, 52_000],
  ],
  parts: [
    ["Ladder Rack", "RLR-150", "Ranger Design", false, 1, "Roof ladder rack"],
    ["Telematics Unit", "GO9", "Geotab", true, 1, "GPS and engine diagnostics"],
  ],
};

export const PICKUP_TRUCK: AssetKind = {
  category: "Vehicles",
  code: "VEH",
  name: "Pickup Truck",
  label: "TRK",
  domain: "Fleet",
  levels: [Site],
  weight: 2,
  models: [
    ["Ford", "F-250 Super Duty XL", 52_000, 64_000],
    ["Chevrolet", "Silverado 2500HD WT", 50_000, 61_000],
  ],
  parts: [["Telematics Unit", "GO9", "Geotab", true, 1, "GPS and engine diagnostics"]],
};

/** Plumbing, IT, vertical transport, security and fleet. */
export const BUILDING_ASSET_KINDS: readonly AssetKind[] = [
  WATER_HEATER,
  BACKFLOW_PREVENTER,
  BOOSTER_PUMP,
  NETWORK_SWITCH,
  ACCESS_POINT,
  SERVER,
  RUGGED_TABLET,
  PASSENGER_ELEVATOR,
  FREIGHT_ELEVATOR,
  IP_CAMERA,
  ACCESS_CONTROL_PANEL,
  CARD_READER,
  SERVICE_VAN,
  PICKUP_TRUCK,
];
