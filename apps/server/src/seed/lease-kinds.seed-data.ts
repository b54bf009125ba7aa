import { LocationLevel, type LocationLevelId } from "@fieldstead/domain";
import {
  CARRIER_CONTACTS,
  COMMERCIAL_LANDLORDS,
  COMMERCIAL_SUBTENANTS,
  LAND_OWNERS,
  LANDLORD_CONTACTS,
  LANDOWNER_CONTACTS,
  TENANT_CONTACTS,
  TOWER_TENANTS,
  type ContactRole,
  type Counterparty,
} from "./demo-names.ts";
import type { Random } from "./demo-random.ts";
import type { LocationProfile } from "./locations.seed-data.ts";

/** What is being let, who the other party is, its size and yearly rent, and how it is described. */
export type LeaseKind = {
  levels: readonly LocationLevelId[];
  siteKeywords?: readonly string[];
  /** True when the organisation lets the space out rather than renting it. */
  isLessor: boolean;
  counterparties: readonly Counterparty[];
  contactRoles: readonly ContactRole[];
  dimensions: (random: Random) => { text: string; annualRent: number };
  description: string;
  weight: number;
};

const { Site, Building } = LocationLevel;

const squareFeet = (min: number, max: number, minRate: number, maxRate: number) => (random: Random) => {
  const area = random.int(min / 250, max / 250) * 250;
  return {
    text: `${area.toLocaleString("en-US")} sq ft`,
    annualRent: area * random.float(minRate, maxRate, 2),
  };
};

const fixed = (texts: readonly string[], min: number, max: number) => (random: Random) => ({
  text: random.pick(texts),
  annualRent: random.int(min / 100, max / 100) * 100,
});

export const LEASE_KINDS: Record<LocationProfile, readonly LeaseKind[]> = {
  facilities: [
    {
      levels: [Building],
      isLessor: false,
      counterparties: COMMERCIAL_LANDLORDS,
      contactRoles: LANDLORD_CONTACTS,
      dimensions: squareFeet(4_000, 45_000, 24, 38),
      weight: 6,
      description:
        "Office lease at {loc} for {years} years, including reserved parking and after-hours HVAC at cost.",
    },
    {
      levels: [Building, Site],
      siteKeywords: ["Operations Center", "Distribution"],
      isLessor: false,
      counterparties: COMMERCIAL_LANDLORDS,
      contactRoles: LANDLORD_CONTACTS,
      dimensions: squareFeet(20_000, 80_000, 8, 13),
      weight: 2,
      description:
        "Warehouse and yard lease at {loc} with dock-high doors and a fenced trailer yard; tenant maintains the dock equipment.",
    },
    {
      levels: [Building],
      isLessor: true,
      counterparties: COMMERCIAL_SUBTENANTS,
      contactRoles: TENANT_CONTACTS,
      dimensions: squareFeet(2_500, 9_000, 26, 34),
      weight: 3,
      description:
        "Sublease of part of {loc} to {lessee}; the subtenant pays its pro-rata share of operating expenses.",
    },
    {
      levels: [Building],
      isLessor: true,
      counterparties: TOWER_TENANTS,
      contactRoles: CARRIER_CONTACTS,
      dimensions: fixed(["400 sq ft rooftop area", "250 sq ft rooftop area"], 18_000, 30_000),
      weight: 1,
      description:
        "Rooftop antenna license on {loc} for {lessee}, with cable routing through the riser and a 24/7 escorted access clause.",
    },
  ],
  field: [
    {
      levels: [Site],
      siteKeywords: ["Tower Site"],
      isLessor: false,
      counterparties: LAND_OWNERS,
      contactRoles: LANDOWNER_CONTACTS,
      dimensions: fixed(["100 ft x 100 ft ground space", "75 ft x 75 ft ground space"], 14_000, 36_000),
      weight: 4,
      description:
        "Ground lease for the {loc} compound with a 30 ft access and utility easement; {years}-year term with renewal options.",
    },
    {
      levels: [Site],
      siteKeywords: ["Fuel Depot", "Substation", "Switching Station"],
      isLessor: false,
      counterparties: LAND_OWNERS,
      contactRoles: LANDOWNER_CONTACTS,
      dimensions: fixed(["2.4 acres", "1.8 acres", "3.1 acres"], 30_000, 90_000),
      weight: 3,
      description: "Land lease under {loc}; the landlord keeps grazing rights outside the fenced area.",
    },
    {
      levels: [Site],
      siteKeywords: ["Tower Site"],
      isLessor: true,
      counterparties: TOWER_TENANTS,
      contactRoles: CARRIER_CONTACTS,
      dimensions: fixed(
        ["Antenna space at 150 ft RAD center", "Antenna space at 120 ft RAD center"],
        24_000,
        42_000,
      ),
      weight: 3,
      description:
        "{lessee} collocation on the {loc} tower: three antennas, six radios and a 10 ft x 12 ft ground pad.",
    },
    {
      levels: [Building],
      siteKeywords: ["Operations Yard", "Service Center"],
      isLessor: false,
      counterparties: COMMERCIAL_LANDLORDS,
      contactRoles: LANDLORD_CONTACTS,
      dimensions: squareFeet(6_000, 24_000, 11, 18),
      weight: 1,
      description: "Lease of {loc} for dispatch, parts storage and fleet parking.",
    },
  ],
};
