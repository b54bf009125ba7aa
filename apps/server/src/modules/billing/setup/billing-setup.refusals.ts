import type { AuditEntityTypeValue } from "@fieldstead/domain";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";

/** A 400 whose message is shown as it is and names the field it belongs to. */
export const setupRefusal = (field: string, message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

/** Another organisation's record, or none: a 404 that says which kind of record. */
export const setupNotFound = (what: string): AppError =>
  new AppError("NOT_FOUND", { message: `${what} not found.` });

/** A history entry about a billing record, by the caller, at `at`. */
export const setupEntry = (
  session: ActiveSession,
  entityType: AuditEntityTypeValue,
  entityId: number,
  at: Date,
) => ({ orgId: session.orgId, entityType, entityId, employeeId: session.employeeId, at });

/** What a setup write answers: success, its message, and the record written. */
export const written = (message: string, id: number) => ({ StatusCode: 0, StatusMessage: message, Id: id });
