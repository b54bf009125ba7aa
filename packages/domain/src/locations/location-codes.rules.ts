import { LocationLevel, type LocationLevelId } from "../assets/assets.enums.ts";

/** A location's code: letters, digits and '-', 1 to 40 characters ('DTC-01-B1-F2-R201'). */
export const LOCATION_CODE_MAX_LENGTH = 40;
export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
export const LOCATION_CODE_MESSAGE = "a code is 1 to 40 letters, digits or '-'";

export const isLocationCode = (code: string): boolean => LOCATION_CODE_PATTERN.test(code);

/** The letter a child's code adds after its parent's code: '-B2' for a building, '-F1' a floor, '-R201' a room. */
export const CHILD_CODE_LETTERS: Readonly<Record<Exclude<LocationLevelId, 1>, string>> = {
  [LocationLevel.Building]: "B",
  [LocationLevel.Floor]: "F",
  [LocationLevel.Room]: "R",
};

const STOP_WORDS = new Set(["OF", "THE", "AND", "AT", "FOR", "ON", "IN"]);

/**
 * The letters a site's code starts with: the initials of its first three words ('Denver Tech Center' → 'DTC'),
 * topped up from the last word's next letters when it has fewer ('Union Plaza' → 'UPL', 'Greeley' → 'GRE').
 */
export const siteCodePrefix = (name: string): string => {
  const all = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const words = (meaningful.length > 0 ? meaningful : all).slice(0, 3);
  const last = words[words.length - 1];
  if (last === undefined) return "LOC";
  const initials = words.map((w) => w[0]).join("");
  return (initials + last.slice(1)).slice(0, Math.max(3, initials.length));
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The numbers already used after `stem` ('DTC-' → 1 and 2 for DTC-01 and DTC-02), any case. */
const numbersAfter = (stem: string, taken: readonly string[]): number[] => {
  const pattern = new RegExp(`^${escapeRegExp(stem)}(\\d+)$`, "i");
  return taken.flatMap((code) => {
    const match = pattern.exec(code);
    return match?.[1] ? [Number(match[1])] : [];
  });
};

const nextFree = (
  stem: string,
  taken: readonly string[],
  start: number,
  format: (n: number) => string,
): string => {
  const used = new Set(taken.map((c) => c.toLowerCase()));
  let n = Math.max(start, ...numbersAfter(stem, taken).map((v) => v + 1));
  while (used.has(`${stem}${format(n)}`.toLowerCase())) n += 1;
  return `${stem}${format(n)}`;
};

export type GeneratedCode = { ok: true; code: string } | { ok: false; message: string };

const checked = (code: string): GeneratedCode =>
  code.length <= LOCATION_CODE_MAX_LENGTH
    ? { ok: true, code }
    : {
        ok: false,
        message: `the generated code '${code}' would be longer than ${LOCATION_CODE_MAX_LENGTH} characters`,
      };

/**
 * A new site's code: its name's letters and the next free two-digit number ('Denver Tech Center' → 'DTC-01',
 * or 'DTC-02' when DTC-01 is taken). `takenCodes`: the organisation's codes that start with the same letters.
 */
export const nextSiteCode = ({ name, takenCodes }: { name: string; takenCodes: readonly string[] }): string =>
  nextFree(`${siteCodePrefix(name)}-`, takenCodes, 1, (n) => String(n).padStart(2, "0"));

/**
 * A new child's code: its parent's code, its level's letter and the next number after its siblings'
 * ('DTC-01' → 'DTC-01-B3'). Rooms are numbered by floor, as in the demo data: the second floor's rooms are
 * R201, R202 … (a floor whose code does not end in its number gets R1, R2 …). `takenCodes`: the
 * organisation's codes that start with the parent's code.
 */
export const nextChildCode = ({
  parentCode,
  levelId,
  takenCodes,
}: {
  parentCode: string;
  levelId: Exclude<LocationLevelId, 1>;
  takenCodes: readonly string[];
}): GeneratedCode => {
  const stem = `${parentCode}-${CHILD_CODE_LETTERS[levelId]}`;
  const floorNumber = /-F(\d+)$/i.exec(parentCode)?.[1];
  if (levelId === LocationLevel.Room && floorNumber !== undefined) {
    const first = Number(floorNumber) * 100 + 1;
    return checked(nextFree(stem, takenCodes, first, String));
  }
  return checked(nextFree(stem, takenCodes, 1, String));
};
