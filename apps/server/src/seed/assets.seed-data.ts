import {
  AssetStatus,
  VerificationState,
  type AssetStatusId,
  type LocationLevelId,
  type VerificationStateValue,
} from "@fieldstead/domain";
import { addDays, isoDate, earliest } from "./demo-dates.ts";
import { DIGITS, UPPER_ALPHANUMERIC, type Random } from "./demo-random.ts";

/** Manufacturer, model, and the range a unit of it costs. */
export type AssetModel = readonly [manufacturer: string, model: string, minCost: number, maxCost: number];
/** A component tracked on an asset; serialized parts are tracked one by one. */
export type PartSpec = readonly [
  name: string,
  partNumber: string,
  manufacturer: string,
  isSerialized: boolean,
  maxQuantity: number,
  description: string,
];

export type AssetKind = {
  category: string;
  /** The category's segment of an asset tag, e.g. HVAC in ACM-HVAC-000123. */
  code: string;
  name: string;
  /** The short label on the equipment itself, e.g. RTU in "Rooftop Unit RTU-03". */
  label: string;
  domain: string;
  levels: readonly LocationLevelId[];
  /** When set, only sites whose name holds one of these words get this kind (towers at tower sites). */
  siteKeywords?: readonly string[];
  weight: number;
  models: readonly AssetModel[];
  parts: readonly PartSpec[];
};

/** A location already written, with what the generators need to know about it. */
export type PlacedLocation = {
  id: number;
  code: string;
  name: string;
  levelId: LocationLevelId;
  siteCode: string;
  siteName: string;
  state: string;
  isWarehouse: boolean;
};

export type PartSeed = {
  partName: string;
  partNumber: string;
  manufacturer: string;
  serialized: boolean;
  serialNumber: string | null;
  quantity: number;
  description: string;
  assetLabel: string;
  domain: string;
};

export type AssetSeed = {
  locationId: number;
  assetTag: string;
  name: string;
  label: string;
  category: string;
  manufacturer: string;
  model: string;
  serialNumber: string;
  statusId: AssetStatusId;
  verificationState: VerificationStateValue;
  purchaseDate: string;
  purchaseCost: string;
  createdAt: Date;
  updatedAt: Date;
  parts: PartSeed[];
};

const STATUS_WEIGHTS: readonly (readonly [AssetStatusId, number])[] = [
  [AssetStatus.Active, 80],
  [AssetStatus.InRepair, 6],
  [AssetStatus.Inactive, 5],
  [AssetStatus.InWarehouse, 5],
  [AssetStatus.Retired, 4],
];

const VERIFICATION_WEIGHTS: readonly (readonly [VerificationStateValue, number])[] = [
  [VerificationState.Verified, 50],
  [VerificationState.Pending_Verification, 20],
  [VerificationState.Unverified, 12],
  [VerificationState.Newly_Created, 18],
];

/** World manufacturer identifiers that open a vehicle identification number. */
const VIN_PREFIXES: Record<string, string> = {
  Ford: "1FT",
  Ram: "3C6",
  Chevrolet: "1GC",
  Freightliner: "3AL",
  Kenworth: "2NK",
};

const manufacturerCode = (manufacturer: string) =>
  manufacturer
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase();

const serialFor = (random: Random, manufacturer: string, purchased: Date): string => {
  const vinPrefix = VIN_PREFIXES[manufacturer];
  if (vinPrefix) return vinPrefix + random.chars(14, UPPER_ALPHANUMERIC);
  const yearWeek = `${String(purchased.getUTCFullYear()).slice(2)}${String(random.int(1, 52)).padStart(2, "0")}`;
  return `${manufacturerCode(manufacturer)}${yearWeek}${random.chars(1, "ABCDEFGHJK")}${random.chars(5, DIGITS)}`;
};

const partsFor = (random: Random, kind: AssetKind, label: string): PartSeed[] => {
  const count = random.int(0, Math.min(3, kind.parts.length));
  return random
    .sample(kind.parts, count)
    .map(([name, number, manufacturer, isSerialized, maxQuantity, description]: PartSpec) => ({
      partName: name,
      partNumber: number,
      manufacturer,
      serialized: isSerialized,
      serialNumber: isSerialized
        ? `${manufacturerCode(manufacturer)}-${random.chars(8, UPPER_ALPHANUMERIC)}`
        : null,
      quantity: isSerialized ? 1 : random.int(1, maxQuantity),
      description,
      assetLabel: label,
      domain: kind.domain,
    }));
};

const candidatesFor = (kind: AssetKind, locations: readonly PlacedLocation[], isInWarehouse: boolean) => {
  if (isInWarehouse) {
    const warehouse = locations.filter((l) => l.isWarehouse);
    if (warehouse.length > 0) return warehouse;
  }
  const atLevel = locations.filter((l) => kind.levels.includes(l.levelId));
  const keywords = kind.siteKeywords;
  const atSite = keywords ? atLevel.filter((l) => keywords.some((k) => l.siteName.includes(k))) : atLevel;
  return atSite.length > 0 ? atSite : atLevel.length > 0 ? atLevel : locations;
};

type AssetInput = {
  random: Random;
  kinds: readonly AssetKind[];
  locations: readonly PlacedLocation[];
  tagPrefix: string;
  count: number;
  now: Date;
};

/** The asset register, oldest purchase first so tag numbers rise with age. */
export const buildAssets = ({ random, kinds, locations, tagPrefix, count, now }: AssetInput): AssetSeed[] => {
  const kindWeights = kinds.map((k) => [k, k.weight] as const);
  const drafts = Array.from({ length: count }, () => {
    const kind = random.weighted(kindWeights);
    const statusId = random.weighted(STATUS_WEIGHTS);
    const verificationState = random.weighted(VERIFICATION_WEIGHTS);
    const isNew = verificationState === VerificationState.Newly_Created && statusId !== AssetStatus.Retired;
    const ageDays = isNew
      ? random.int(5, 90)
      : statusId === AssetStatus.Retired
        ? random.int(5 * 365, 8 * 365)
        : random.int(120, 8 * 365);
    const purchased = addDays(now, -ageDays);
    return { kind, statusId, verificationState, purchased, isNew };
  });
  drafts.sort((a, b) => a.purchased.getTime() - b.purchased.getTime());
  const labelCounters = new Map<string, number>();
  return drafts.map(({ kind, statusId, verificationState, purchased, isNew }, index) => {
    const [manufacturer, model, minCost, maxCost] = random.pick(kind.models);
    const number = (labelCounters.get(kind.label) ?? 0) + 1;
    labelCounters.set(kind.label, number);
    const label = `${kind.label}-${String(number).padStart(2, "0")}`;
    const location = random.pick(candidatesFor(kind, locations, statusId === AssetStatus.InWarehouse));
    const createdAt = earliest(addDays(purchased, random.int(isNew ? 1 : 3, isNew ? 4 : 30)), now);
    const updatedAt = earliest(addDays(createdAt, random.int(0, 400)), now);
    return {
      locationId: location.id,
      assetTag: `${tagPrefix}-${kind.code}-${String(index + 1).padStart(6, "0")}`,
      name: `${kind.name} ${label}`,
      label,
      category: kind.category,
      manufacturer,
      model,
      serialNumber: serialFor(random, manufacturer, purchased),
      statusId,
      verificationState,
      purchaseDate: isoDate(purchased),
      purchaseCost: random.float(minCost, maxCost, 2).toFixed(2),
      createdAt,
      updatedAt,
      parts: partsFor(random, kind, label),
    };
  });
};
