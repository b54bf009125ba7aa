import { formatPartNumber } from "@fieldstead/domain";
import type { AssetKind } from "./assets.seed-data.ts";
import type { Random } from "./demo-random.ts";

export type CategorySeed = { name: string; code: string; description: string; domain: string };
export type VendorSeed = {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
};
export type PartCatalogueSeed = {
  partNumber: string;
  partName: string;
  category: string;
  manufacturer: string;
  serialized: boolean;
  description: string;
  assetLabel: string;
  domain: string;
};

export type CatalogueSeed = {
  categories: CategorySeed[];
  manufacturers: string[];
  vendors: VendorSeed[];
  parts: PartCatalogueSeed[];
  /** The generated part number of each equipment model, by `${category}|${manufacturer}|${model}`. */
  modelParts: Map<string, string>;
  /** How many part numbers each category code has generated (the counters continue from here). */
  partCounters: Map<string, number>;
};

export const modelKey = (category: string, manufacturer: string, model: string) =>
  `${category}|${manufacturer}|${model}`;

const VENDORS: readonly VendorSeed[] = [
  ["Grainger", "Dana Whitaker", "orders@grainger.example", "+1-800-472-4643", "https://www.grainger.example"],
  [
    "Ferguson Enterprises",
    "Luis Ortega",
    "sales@ferguson.example",
    "+1-757-874-7795",
    "https://ferguson.example",
  ],
  [
    "Johnstone Supply",
    "Karen Mills",
    "service@johnstone.example",
    "+1-503-256-3663",
    "https://johnstone.example",
  ],
  ["Graybar Electric", "Owen Price", "quotes@graybar.example", "+1-314-573-9200", "https://graybar.example"],
  ["WESCO Distribution", "Rita Chen", "orders@wesco.example", "+1-412-454-2200", "https://wesco.example"],
  ["Anixter", "Paul Novak", "service@anixter.example", "+1-224-521-8000", "https://anixter.example"],
].map(([name, contactName, email, phone, website]) => ({
  name: name!,
  contactName: contactName!,
  email: email!,
  phone: phone!,
  website: website!,
}));

/**
 * The organisation's catalogue drawn from the kinds of equipment it runs: a category per kind's category,
 * a part number per equipment model (generated, as the product generates them) and per component (the
 * maker's own number), the manufacturers of both, and the vendors it buys from.
 */
export const buildCatalogue = (kinds: readonly AssetKind[], random: Random): CatalogueSeed => {
  const categories = new Map<string, CategorySeed>();
  const usedCodes = new Set<string>();
  for (const kind of kinds) {
    if (categories.has(kind.category)) continue;
    let code = kind.code;
    for (let n = 2; usedCodes.has(code); n += 1) code = `${kind.code}${n}`;
    usedCodes.add(code);
    categories.set(kind.category, {
      name: kind.category,
      code,
      description: `${kind.category} equipment and its spare parts`,
      domain: kind.domain,
    });
  }
  const manufacturers = new Set<string>();
  const parts = new Map<string, PartCatalogueSeed>();
  const modelParts = new Map<string, string>();
  const partCounters = new Map<string, number>();
  for (const kind of kinds) {
    const category = categories.get(kind.category);
    if (!category) continue;
    for (const [manufacturer, model] of kind.models) {
      const key = modelKey(kind.category, manufacturer, model);
      if (modelParts.has(key)) continue;
      const value = (partCounters.get(category.code) ?? 0) + 1;
      partCounters.set(category.code, value);
      const partNumber = formatPartNumber({ categoryCode: category.code, value });
      modelParts.set(key, partNumber);
      manufacturers.add(manufacturer);
      parts.set(partNumber.toLowerCase(), {
        partNumber,
        partName: `${kind.name} ${model}`,
        category: kind.category,
        manufacturer,
        serialized: true,
        description: `${manufacturer} ${model} ${kind.name.toLowerCase()}`,
        assetLabel: kind.label,
        domain: kind.domain,
      });
    }
  }
  for (const kind of kinds) {
    for (const [name, partNumber, manufacturer, isSerialized, , description] of kind.parts) {
      if (parts.has(partNumber.toLowerCase())) continue;
      manufacturers.add(manufacturer);
      parts.set(partNumber.toLowerCase(), {
        partNumber,
        partName: name,
        category: kind.category,
        manufacturer,
        serialized: isSerialized,
        description,
        assetLabel: kind.label,
        domain: kind.domain,
      });
    }
  }
  return {
    categories: [...categories.values()],
    manufacturers: [...manufacturers].sort(),
    vendors: random.sample(VENDORS, 4),
    parts: [...parts.values()],
    modelParts,
    partCounters,
  };
};
