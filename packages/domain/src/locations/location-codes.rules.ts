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

/**
 * A code that ends in a number, split into its stem and that number ('DTC-01-R201' → 'DTC-01-R' and 201,
 * 'DTC-02' → 'DTC-' and 2); null for a code that does not end in digits. Every generated code is a stem (which
 * ends in '-' or a level's letter) followed by a number, so this is how a code counts against its stem.
 */
export const numberedCode = (code: string): { stem: string; number: number } | null => {
  const match = /^(.*?)(\d+)$/.exec(code);
  return match ? { stem: match[1]!, number: Number(match[2]) } : null;
};

/** The key a stem is counted under: stems compare in any case, as codes do. */
export const stemKey = (stem: string): string => stem.toLowerCase();

/** The stem a new site's code is numbered after ('Denver Tech Center' → 'DTC-'). */
export const siteCodeStem = (name: string): string => `${siteCodePrefix(name)}-`;

/** The stem a new child's code is numbered after ('DTC-01' and a building → 'DTC-01-B'). */
export const childCodeStem = (parentCode: string, levelId: Exclude<LocationLevelId, 1>): string =>
  `${parentCode}-${CHILD_CODE_LETTERS[levelId]}`;

/**
 * Hands out the next free number of each stem, in constant time a code: it knows the highest number each stem
 * has (in the organisation, as given to it) and hears of every code taken since (`note`). A new number is one
 * past the highest, so it is free by construction.
 */
export type CodeAllocator = {
  /** The next number after `stem` (at least `start`), taken at once. */
  take(stem: string, start: number): number;
  /** A code now in use (given, or generated): its stem's highest number rises to it. */
  note(code: string): void;
};

export const codeAllocator = (highest: Iterable<readonly [string, number]> = []): CodeAllocator => {
  const top = new Map<string, number>();
  for (const [stem, number] of highest) top.set(stemKey(stem), Math.max(number, top.get(stemKey(stem)) ?? 0));
  return {
    take: (stem, start) => {
      const key = stemKey(stem);
      const known = top.get(key);
      const number = known === undefined ? start : Math.max(start, known + 1);
      top.set(key, number);
      return number;
    },
    note: (code) => {
      const parts = numberedCode(code);
      if (!parts) return;
      const key = stemKey(parts.stem);
      top.set(key, Math.max(parts.number, top.get(key) ?? 0));
    },
  };
};

/** An allocator that knows these codes (what `nextSiteCode` and `nextChildCode` are given). */
const allocatorOf = (takenCodes: readonly string[]): CodeAllocator => {
  const allocator = codeAllocator();
  for (const code of takenCodes) allocator.note(code);
  return allocator;
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
  allocateSiteCode(allocatorOf(takenCodes), name);

/** A new site's code from the allocator: its stem and the next number, at least two digits. */
export const allocateSiteCode = (allocator: CodeAllocator, name: string): string => {
  const stem = siteCodeStem(name);
  return `${stem}${String(allocator.take(stem, 1)).padStart(2, "0")}`;
};

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
}): GeneratedCode => allocateChildCode(allocatorOf(takenCodes), parentCode, levelId);

/** A new child's code from the allocator, refused when it would be longer than a code may be. */
export const allocateChildCode = (
  allocator: CodeAllocator,
  parentCode: string,
  levelId: Exclude<LocationLevelId, 1>,
): GeneratedCode => {
  const stem = childCodeStem(parentCode, levelId);
  const floorNumber = /-F(\d+)$/i.exec(parentCode)?.[1];
  const start =
    levelId === LocationLevel.Room && floorNumber !== undefined ? Number(floorNumber) * 100 + 1 : 1;
  return checked(`${stem}${allocator.take(stem, start)}`);
};
