import { AppError } from "../../lib/errors.ts";

/** A 409 naming the field whose value another record holds already. */
export const conflict = (field: string, message: string): AppError =>
  new AppError("CONFLICT", { message, fields: [{ field, message }] });

/** A 409 for a step the record's state (or what uses it) forbids. */
export const notAllowedNow = (message: string, fields?: { field: string; message: string }[]): AppError =>
  new AppError("NOT_ALLOWED_NOW", { message, ...(fields ? { fields } : {}) });

export const notFound = (what: string): AppError =>
  new AppError("NOT_FOUND", { message: `${what} not found` });

/** PostgreSQL's unique_violation, however the driver wraps it. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === "object" && "code" in e && (e as { code: unknown }).code === "23505") return true;
    e = typeof e === "object" && "cause" in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
};

/**
 * Runs a write; a unique index refusing it (two people saving the same number at once, after the checks
 * passed) becomes the same 409 the checks give.
 */
export const refusingDuplicates = async <T>(field: string, message: string, run: () => Promise<T>) => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(field, message);
    throw err;
  }
};

/** '1 part', '3 parts'. */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
