import {
  AuditEntityType,
  LOCATION_LEVEL_LABELS,
  type CreatedLocation,
  type LocationDelete,
  type LocationDeleteRefusal,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory, type AuditRecord } from "../audit/audit.service.ts";
import { locationEntry } from "./location-audit.ts";
import {
  linksTouching,
  readLocationHolds,
  removeLocationTies,
  type LocationHolds,
} from "./location-holds.repository.ts";
import { deleteLocationRows, findLocations, type LocationRecord } from "./location-records.repository.ts";

const HOLD_WORDS: Record<keyof LocationHolds, [string, string]> = {
  subLocations: ["sub-location", "sub-locations"],
  assets: ["asset", "assets"],
  moveRequests: ["move request", "move requests"],
  materialRequests: ["material request", "material requests"],
  leases: ["lease", "leases"],
  tasks: ["task or work order", "tasks or work orders"],
  projects: ["project", "projects"],
  warehouseScans: ["warehouse scan", "warehouse scans"],
};

const joinWords = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

/** 'it has 2 sub-locations, 14 assets and 1 move request'; empty when nothing holds it. */
const holdText = (holds: LocationHolds): string => {
  const parts = (Object.keys(HOLD_WORDS) as (keyof LocationHolds)[])
    .filter((k) => holds[k] > 0)
    .map((k) => `${holds[k]} ${HOLD_WORDS[k][holds[k] === 1 ? 0 : 1]}`);
  return parts.length === 0 ? "" : `it has ${joinWords(parts)} referring to it`;
};

const label = (r: LocationRecord) => `'${r.name}' (${r.code})`;

/**
 * Deletes locations nothing holds, removing their links and who works at them. With `Id`, a location something
 * holds is a 409 saying what; with `Ids`, each refusal is reported and the others are deleted. A location whose
 * sub-locations are all deleted in the same call may go too (rooms first, then floors …).
 */
export const deleteLocations = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LocationDelete,
): Promise<{ deleted: CreatedLocation[]; refused: LocationDeleteRefusal[] }> => {
  const { orgId } = session;
  const ids = [...new Set(body.Ids ?? (body.Id === undefined ? [] : [body.Id]))];
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const records = await findLocations(tx, orgId, ids);
    if (records.length !== ids.length) {
      const found = new Set(records.map((r) => r.id));
      throw new AppError("NOT_FOUND", {
        message: `No location with the id ${ids.filter((id) => !found.has(id)).join(", ")} in your organisation.`,
      });
    }
    const holds = await readLocationHolds(tx, orgId, ids);
    const going = new Set<number>();
    const refused: LocationDeleteRefusal[] = [];
    for (const r of [...records].sort((a, b) => b.levelId - a.levelId || a.id - b.id)) {
      const held = { ...holds.get(r.id)! };
      held.subLocations -= records.filter((c) => c.parentId === r.id && going.has(c.id)).length;
      const reason = holdText(held);
      if (reason === "") going.add(r.id);
      else
        refused.push({
          Id: r.id,
          Code: r.code,
          Name: r.name,
          Reason: `${label(r)} cannot be deleted: ${reason}.`,
        });
    }
    if (body.Id !== undefined && refused[0])
      throw new AppError("NOT_ALLOWED_NOW", { message: refused[0].Reason });

    const deleted = records.filter((r) => going.has(r.id));
    const names = new Map(records.map((r) => [r.id, r.name]));
    const links = await linksTouching(tx, orgId, [...going]);
    await removeLocationTies(tx, orgId, [...going]);
    await deleteLocationRows(tx, orgId, [...going]);
    const entries: AuditRecord[] = deleted.map((r) =>
      locationEntry(orgId, r.id, session.employeeId, now, {
        action: "Deleted",
        summary: `Deleted ${LOCATION_LEVEL_LABELS[r.levelId].toLowerCase()} ${label(r)}`,
      }),
    );
    for (const link of links) {
      entries.push({
        orgId,
        entityType: AuditEntityType.LocationLink,
        entityId: link.linkId,
        employeeId: session.employeeId,
        at: now,
        action: "Deleted",
        summary: "Link removed with a deleted location",
      });
      // The surviving end's history says its link went with the other location.
      for (const [end, other] of [
        [link.fromLocationId, link.toLocationId],
        [link.toLocationId, link.fromLocationId],
      ] as const)
        if (!going.has(end))
          entries.push(
            locationEntry(orgId, end, session.employeeId, now, {
              action: "LinkRemoved",
              summary: `${link.linkType} link to '${names.get(other) ?? "a location"}' removed: that location was deleted`,
            }),
          );
    }
    await recordHistory(tx, entries);
    return {
      deleted: deleted.map((r) => ({ Id: r.id, Code: r.code, Name: r.name })),
      refused: refused.sort((a, b) => a.Id - b.Id),
    };
  });
};
