import { automatedFieldMessage, automatedFieldOverrides, type LocationBulkUpdate } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory } from "../audit/audit.service.ts";
import { refreshWarehouseStock } from "../assets/warehouse/warehouse.service.ts";
import { mayEditAutomatedFields } from "./location-access.ts";
import { editEntry, locationChanges, locationEntry, snapshotOf } from "./location-audit.ts";
import { findLocations, updateLocations, type LocationPatch } from "./location-records.repository.ts";

/**
 * Sets the same fields on up to 500 locations in one transaction, all or none, with a history entry for each
 * location that changed. City, State, Country and Postal code are inherited fields below a site: changing
 * them there needs Edit Automated Fields.
 */
export const bulkUpdateLocations = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LocationBulkUpdate,
): Promise<number[]> => {
  const { orgId } = session;
  const ids = [...new Set(body.Ids)];
  const mayEditAutomated = await mayEditAutomatedFields(ctx, session);
  const now = ctx.now();
  const patch: LocationPatch = {
    ...(body.Status === undefined ? {} : { status: body.Status }),
    ...(body.City === undefined ? {} : { city: body.City }),
    ...(body.State === undefined ? {} : { state: body.State }),
    ...(body.Country === undefined ? {} : { country: body.Country }),
    ...(body.PostalCode === undefined ? {} : { postalCode: body.PostalCode }),
    ...(body.IsWarehouse === undefined ? {} : { isWarehouse: body.IsWarehouse }),
    ...(body.Description === undefined ? {} : { description: body.Description }),
  };
  return ctx.db.transaction(async (tx) => {
    const records = await findLocations(tx, orgId, ids);
    if (records.length !== ids.length) {
      const found = new Set(records.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      throw new AppError("NOT_FOUND", {
        message: `No location with the id ${missing.join(", ")} in your organisation.`,
      });
    }
    if (!mayEditAutomated) {
      const requested = {
        City: body.City,
        State: body.State,
        Country: body.Country,
        PostalCode: body.PostalCode,
      };
      const denied = new Map<string, string[]>();
      for (const r of records.filter((l) => l.parentId !== null)) {
        const automatic = { City: r.city, State: r.state, Country: r.country, PostalCode: r.postalCode };
        for (const f of automatedFieldOverrides({ requested, automatic }))
          denied.set(f, [...(denied.get(f) ?? []), r.name]);
      }
      if (denied.size > 0) {
        const fields = [...denied].map(([f, names]) => ({
          field: f,
          message: `${automatedFieldMessage(f as "City")} (${names.slice(0, 3).join(", ")}${names.length > 3 ? ` and ${names.length - 3} more` : ""})`,
        }));
        throw new AppError("FORBIDDEN", {
          message: fields.map((p) => `${p.field}: ${p.message}`).join("; "),
          fields,
        });
      }
    }
    const parents = new Map(
      (
        await findLocations(
          tx,
          orgId,
          records.flatMap((r) => (r.parentId ? [r.parentId] : [])),
        )
      ).map((p) => [p.id, p.name]),
    );
    const entries = records.flatMap((r) => {
      const parentName = r.parentId === null ? null : (parents.get(r.parentId) ?? null);
      const before = snapshotOf(r, parentName);
      const changes = locationChanges(before, snapshotOf({ ...r, ...patch }, parentName));
      return changes.length === 0
        ? []
        : [locationEntry(orgId, r.id, session.employeeId, now, { ...editEntry(before, changes), changes })];
    });
    const changed = entries.map((e) => e.entityId);
    await updateLocations(tx, orgId, changed, { ...patch, updatedById: session.employeeId, updatedAt: now });
    await recordHistory(tx, entries);
    if (body.IsWarehouse !== undefined) {
      const toggled = records.filter((r) => r.isWarehouse !== body.IsWarehouse).map((r) => r.id);
      await refreshWarehouseStock(tx, orgId, toggled);
    }
    return changed.sort((a, b) => a - b);
  });
};
