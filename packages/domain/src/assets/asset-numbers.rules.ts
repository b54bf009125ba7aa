/**
 * Generated numbers of the inventory: part numbers, asset tags and request numbers. Each takes the next value of
 * an organisation's counter; these functions only write it out.
 */

/** A category's code: 2 to 8 capital letters or digits, starting with a letter (HVAC, ELEC, TEL). */
export const CATEGORY_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,7}$/;

/** 'HVAC-00042': the category's code and the category's counter, five digits at least. */
export const formatPartNumber = ({ categoryCode, value }: { categoryCode: string; value: number }): string =>
  `${categoryCode}-${String(value).padStart(5, "0")}`;

/** 'ACM-HVAC-000123': the organisation's prefix, the category's code and the organisation's tag counter. */
export const formatAssetTag = ({
  prefix,
  categoryCode,
  value,
}: {
  prefix: string;
  categoryCode: string;
  value: number;
}): string => `${prefix}-${categoryCode}-${String(value).padStart(6, "0")}`;

/** Request numbers: 'MR-000012' (move), 'MAT-000007' (material). */
export const REQUEST_NUMBER_PREFIXES = { move: "MR", material: "MAT" } as const;
export const formatRequestNumber = ({
  kind,
  value,
}: {
  kind: keyof typeof REQUEST_NUMBER_PREFIXES;
  value: number;
}): string => `${REQUEST_NUMBER_PREFIXES[kind]}-${String(value).padStart(6, "0")}`;

/** The names of the organisation counters behind these numbers. */
export const SEQUENCE_NAMES = {
  assetTag: "asset-tag",
  partNumber: (categoryCode: string) => `part-number:${categoryCode}`,
  moveRequest: "move-request",
  materialRequest: "material-request",
} as const;

/** A category code suggested from its name: 'Fire Safety' → 'FIRE', 'IT Equipment' → 'ITEQ'. */
export const suggestCategoryCode = (name: string): string => {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0] ?? "";
  const code =
    words.length === 1 ? first.slice(0, 4) : (first.slice(0, 4) + (words[1] ?? "").slice(0, 2)).slice(0, 4);
  return /^[A-Z]/.test(code) ? code : `C${code}`.slice(0, 8);
};
