import type { Random } from "./demo-random.ts";

export const FIRST_NAMES: readonly string[] = (
  "Aaliyah Adrian Alicia Andre Beatriz Brandon Carmen Caleb Dana Darnell Diego Erin Farah Gabriel " +
  "Heather Hector Imani Isaac Jasmine Jared Kendra Kevin Lauren Luis Maya Malik Nadia Nolan Olivia " +
  "Omar Paige Rafael Rebecca Rohan Sofia Trevor Valerie Wesley Yesenia Zachary"
).split(" ");

export const LAST_NAMES: readonly string[] = (
  "Abernathy Alvarado Becker Brennan Castillo Chen Delgado Donovan Ellison Espinoza Farrell " +
  "Gallagher Gutierrez Hartman Hoang Iverson Jablonski Kaur Kowalski Larsen Maldonado McAllister " +
  "Nguyen Novak Okonkwo Ortega Patel Pham Quintero Ramirez Sandoval Schroeder Sullivan Thibodeaux " +
  "Underwood Vasquez Whitaker Yamamoto Yazzie Zimmerman"
).split(" ");

/** A company on the other side of a lease, with the state it works in ("" for anywhere). */
export type Counterparty = readonly [name: string, state: string];

/** Landlords and property owners an office and warehouse operator rents from. */
export const COMMERCIAL_LANDLORDS: readonly Counterparty[] = [
  ["Front Range Realty Trust", "CO"],
  ["Highline Property Partners LLC", "CO"],
  ["Mile High Industrial Partners", "CO"],
  ["Flatiron Office Investors LP", "CO"],
  ["Cherry Creek Capital Properties", "CO"],
  ["Wasatch Commercial Holdings", "UT"],
  ["Red Butte Development Group", "UT"],
  ["Sonoran Office REIT", "AZ"],
  ["Camelback Commercial Partners", "AZ"],
];

/** Businesses that sublease space from a facilities operator. */
export const COMMERCIAL_SUBTENANTS: readonly Counterparty[] = [
  ["Summit Ridge Dental Group", ""],
  ["Peak Analytics Inc.", ""],
  ["Clearwater Engineering PLLC", ""],
  ["Bluebird Pediatrics", ""],
  ["Aspen Grove Insurance Agency", ""],
  ["Canyon Logistics Co.", ""],
];

/** Ranchers, trusts and cooperatives that own the ground under towers, depots and substations. */
export const LAND_OWNERS: readonly Counterparty[] = [
  ["Douglas County Ranch Holdings LLC", "CO"],
  ["Pueblo Industrial Land Co.", "CO"],
  ["Larimer Agricultural Trust", "CO"],
  ["Mesa Valley Land & Cattle", "CO"],
  ["San Juan Basin Properties", "CO"],
  ["High Plains Energy Cooperative", "WY"],
  ["Coconino Family Ranch Partnership", "AZ"],
  ["Utah Valley Industrial Park LLC", "UT"],
  ["Rio Grande Land Holdings", "NM"],
];

/** Wireless carriers and broadband providers that rent antenna space. */
export const TOWER_TENANTS: readonly Counterparty[] = [
  ["Mountain West Wireless", ""],
  ["Rocky Mountain Broadband", ""],
  ["Intermountain Rural Cellular", ""],
  ["Four Corners Connect", ""],
];

/** The companies of a list that work in a state, or the whole list when none does. */
export const counterpartiesIn = (list: readonly Counterparty[], state: string): readonly Counterparty[] => {
  const local = list.filter(([, s]) => s === state);
  return local.length > 0 ? local : list;
};

/** Contact roles and departments, by who sits on the other side of the lease. */
export type ContactRole = readonly [role: string, department: string];

export const LANDLORD_CONTACTS: readonly ContactRole[] = [
  ["Property Manager", "Property Management"],
  ["Leasing Agent", "Leasing"],
  ["Accounts Receivable Specialist", "Finance"],
  ["Lease Administrator", "Asset Management"],
  ["Legal Counsel", "Legal"],
];

export const TENANT_CONTACTS: readonly ContactRole[] = [
  ["Office Manager", "Administration"],
  ["Accounts Payable Specialist", "Finance"],
  ["Facilities Coordinator", "Facilities"],
  ["Chief Financial Officer", "Finance"],
];

export const CARRIER_CONTACTS: readonly ContactRole[] = [
  ["Site Acquisition Manager", "Real Estate"],
  ["Lease Administrator", "Real Estate"],
  ["Network Operations Manager", "Network Operations"],
  ["RF Engineer", "Engineering"],
];

export const LANDOWNER_CONTACTS: readonly ContactRole[] = [
  ["Owner", "Management"],
  ["Ranch Manager", "Operations"],
  ["Bookkeeper", "Finance"],
  ["Attorney", "Legal"],
];

/** Area codes by state, for telephone numbers in the 555-01xx range reserved for fiction. */
const AREA_CODES: Record<string, readonly string[]> = {
  CO: ["303", "720", "719", "970"],
  UT: ["801", "385"],
  AZ: ["480", "602", "928"],
  WY: ["307"],
  NM: ["505"],
};

export const phoneNumberFor = (random: Random, state: string | null): string => {
  const areaCode = random.pick(AREA_CODES[state ?? ""] ?? ["303"]);
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
};

export const personName = (random: Random): { firstName: string; lastName: string } => ({
  firstName: random.pick(FIRST_NAMES),
  lastName: random.pick(LAST_NAMES),
});

/** The reserved `.example` domain keeps demo addresses from ever reaching a real mailbox. */
export const emailFor = (firstName: string, lastName: string, company: string): string => {
  const domain = company
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/\b(llc|lp|inc|co|pllc|reit)\b\.?/g, "")
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 24);
  return `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + `@${domain}.example`;
};
