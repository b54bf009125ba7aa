import { createHash } from "node:crypto";
import { z } from "zod";
import { ListQueryError } from "./list-query.errors.ts";

/**
 * A keyset cursor: where the previous page ended, as base64url JSON. It names the row after which the next
 * page starts (the database's own text form of each sort value, and the id), the position of the next row,
 * the total counted on the first page of the walk, and a fingerprint of the list, sort, filters and search it
 * was made for. Values are only ever bound as parameters; the server checks their shape, so a forged cursor
 * is a 400 and a cursor from another sort or filter is ignored (the page is then read by position).
 */
export type CursorValueKind = "text" | "number" | "date";

export type ListCursor = {
  /** Fingerprint of the list, sort, filters, search and scope. */
  f: string;
  /** Position (0-based) of the first row after the cursor. */
  n: number;
  /** Sort values of the last row read, in sort order; null for a NULL value. Absent: read by position. */
  k?: (string | null)[];
  /** Id of the last row read. */
  i?: number;
  /** Total counted when the walk began. */
  t: number;
};

/** Longest cursor the list schema accepts (ListQuerySchema.After). */
export const CURSOR_MAX_LENGTH = 2000;

const CursorSchema = z.object({
  f: z.string().regex(/^[0-9a-f]{16}$/),
  n: z.number().int().min(0).max(100_000_000),
  k: z.array(z.string().max(1000).nullable()).max(8).optional(),
  i: z.number().int().optional(),
  t: z.number().int().min(0),
});

const NUMBER_TEXT = /^(-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?|NaN|-?Infinity)$/i;
const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

const isRealDate = (text: string): boolean => {
  const match = DATE_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day, hour = "0", minute = "0", second = "0"] = match.slice(1, 7).map((p) => p ?? "0");
  const moment = new Date(Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second));
  return (
    moment.getUTCFullYear() === +year! &&
    moment.getUTCMonth() === +month! - 1 &&
    moment.getUTCDate() === +day! &&
    +hour < 24 &&
    +minute < 60 &&
    +second < 60
  );
};

/** Whether a text can be bound as a value of that kind without the database refusing it. */
export const isValidKeyText = (kind: CursorValueKind, text: string): boolean => {
  if (text.includes("\u0000")) return false;
  if (kind === "number") return NUMBER_TEXT.test(text);
  if (kind === "date") return isRealDate(text);
  return true;
};

/** A short, stable fingerprint of anything JSON-serialisable (object keys sorted). */
export const fingerprint = (value: unknown): string => {
  const stable = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(stable);
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((key) => [key, stable((v as Record<string, unknown>)[key])]),
      );
    return v;
  };
  return createHash("sha256")
    .update(JSON.stringify(stable(value)) ?? "")
    .digest("hex")
    .slice(0, 16);
};

export const encodeCursor = (cursor: ListCursor): string =>
  Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");

const forged = () => new ListQueryError("After", "is not a position in this list");

/**
 * Reads a cursor, refusing (400 naming After) anything this server did not write: bad encoding, bad shape,
 * or values the sort columns could not hold.
 */
export const decodeCursor = (text: string, kinds: CursorValueKind[]): ListCursor => {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw forged();
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw forged();
  }
  const parsed = CursorSchema.safeParse(raw);
  if (!parsed.success) throw forged();
  const cursor = parsed.data;
  if (cursor.k === undefined) {
    if (cursor.i !== undefined) throw forged();
    return cursor;
  }
  if (cursor.i === undefined) throw forged();
  // A cursor with another number of sort values belongs to another sort: the fingerprint decides that.
  if (cursor.k.length !== kinds.length) return { f: cursor.f, n: cursor.n, t: cursor.t };
  cursor.k.forEach((value, index) => {
    if (value !== null && !isValidKeyText(kinds[index]!, value)) throw forged();
  });
  return cursor;
};
