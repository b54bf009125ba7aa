import {
  LOCATION_LEVEL_LABELS,
  type CreatedLocation,
  type LocationBulkCreate,
  type LocationCreate,
  type LocationDetail,
  type LocationLevelId,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory } from "../audit/audit.service.ts";
import { refreshWarehouseStock } from "../assets/warehouse/warehouse.service.ts";
import { isUniqueViolation, mayEditAutomatedFields } from "./location-access.ts";
import { creationChanges, describeLocation, locationEntry, snapshotOf } from "./location-audit.ts";
import { LEVEL_ORDER, planLocationCreates, type PlannedLocation } from "./location-create-plan.service.ts";
import { readLocationDetail } from "./location-detail.repository.ts";
import { insertLocations } from "./location-records.repository.ts";

const CODE_RACE_MESSAGE = "Another location took this code at the same moment; please try again.";

/**
 * Rows a statement inserts: under PostgreSQL's 65,535 parameters a statement, and small enough that building
 * one holds the event loop for only a few milliseconds during a large import.
 */
const WRITE_BATCH = 250;

/**
 * Writes planned rows level by level (parents first), with a 'Created' history entry each, in statements of
 * 250 rows; `onProgress` hears how many rows are written so far. Answers each row's new id by its index. Each batch's work between statements is
 * small, so a large import never holds up the event loop.
 */
export const writePlannedRows = async (
  tx: Tx,
  session: ActiveSession,
  now: Date,
  planned: readonly PlannedLocation[],
  onProgress: (written: number) => void = () => undefined,
): Promise<Map<number, number>> => {
  const ids = new Map<number, number>();
  const byLevel = new Map<LocationLevelId, PlannedLocation[]>(LEVEL_ORDER.map((level) => [level, []]));
  for (const p of planned) byLevel.get(p.values.levelId)!.push(p);
  for (const level of LEVEL_ORDER) {
    const rows = byLevel.get(level)!;
    for (let start = 0; start < rows.length; start += WRITE_BATCH) {
      const batch = rows.slice(start, start + WRITE_BATCH);
      const written = await insertLocations(
        tx,
        batch.map((p) => ({
          ...p.values,
          parentId: p.parent === null ? null : (p.parent.id ?? ids.get(p.parent.batchIndex ?? -1) ?? null),
        })),
      );
      const byCode = new Map(written.map((w) => [w.code.toLowerCase(), w.id]));
      for (const p of batch) ids.set(p.index, byCode.get(p.values.code.toLowerCase())!);
      await recordHistory(
        tx,
        batch.map((p) => {
          const snapshot = snapshotOf(p.values, p.parent?.name ?? null);
          const under = p.parent ? ` under '${p.parent.name}'` : "";
          return locationEntry(session.orgId, ids.get(p.index)!, session.employeeId, now, {
            action: "Created",
            summary: `Created ${LOCATION_LEVEL_LABELS[level].toLowerCase()} ${describeLocation(snapshot)}${under}`,
            changes: creationChanges(snapshot),
          });
        }),
      );
      onProgress(ids.size);
    }
  }
  const warehouses = planned.filter((p) => p.values.isWarehouse).map((p) => ids.get(p.index));
  await refreshWarehouseStock(tx, session.orgId, warehouses);
  return ids;
};

/** Writes planned rows (as writePlannedRows) and answers each new location, in the order of their ids. */
export const writePlanned = async (
  tx: Tx,
  session: ActiveSession,
  now: Date,
  planned: readonly PlannedLocation[],
): Promise<CreatedLocation[]> => {
  const ids = await writePlannedRows(tx, session, now, planned);
  return planned
    .map((p) => ({ Id: ids.get(p.index)!, Code: p.values.code, Name: p.values.name }))
    .sort((a, b) => a.Id - b.Id);
};

/** A code taken by a concurrent call between the check and the write is a 409, not a 500. */
const inTransaction = async <T>(ctx: AppContext, run: (tx: Tx) => Promise<T>): Promise<T> => {
  try {
    return await ctx.db.transaction(run);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", { message: CODE_RACE_MESSAGE });
    throw err;
  }
};

const refuse = (plan: {
  problems: { field: string; message: string }[];
  forbidden: { field: string; message: string }[];
}) => {
  if (plan.forbidden.length > 0)
    throw new AppError("FORBIDDEN", {
      message: plan.forbidden.map((p) => `${p.field}: ${p.message}`).join("; "),
      fields: plan.forbidden,
    });
  throw invalidFields(plan.problems);
};

/** One new location: its code generated and its place taken from its parent unless given. */
export const createLocation = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LocationCreate,
): Promise<LocationDetail> => {
  const mayEditAutomated = await mayEditAutomatedFields(ctx, session);
  const now = ctx.now();
  const [created] = await inTransaction(ctx, async (tx) => {
    const plan = await planLocationCreates({
      tx,
      orgId: session.orgId,
      employeeId: session.employeeId,
      now,
      rows: [body],
      field: (_index, name) => name,
      mayEditAutomated,
    });
    if (!plan.ok) {
      if (plan.codeTaken && plan.forbidden.length === 0)
        throw new AppError("CONFLICT", {
          message: plan.problems.map((p) => `${p.field}: ${p.message}`).join("; "),
          fields: plan.problems,
        });
      return refuse(plan);
    }
    return writePlanned(tx, session, now, plan.rows);
  });
  const detail = created && (await readLocationDetail(ctx.db, session.orgId, created.Id));
  if (!detail) throw new AppError("NOT_FOUND");
  return detail;
};

/**
 * Up to 500 new locations in one transaction, all or none. A row names its parent by id or by code (an
 * existing location's or an earlier row's); problems are named `Locations.{row}.{field}`.
 */
export const bulkCreateLocations = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LocationBulkCreate,
): Promise<CreatedLocation[]> => {
  const mayEditAutomated = await mayEditAutomatedFields(ctx, session);
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const plan = await planLocationCreates({
      tx,
      orgId: session.orgId,
      employeeId: session.employeeId,
      now,
      rows: body.Locations,
      field: (index, name) => `Locations.${index}.${name}`,
      mayEditAutomated,
    });
    if (!plan.ok) return refuse(plan);
    return writePlanned(tx, session, now, plan.rows);
  });
};
