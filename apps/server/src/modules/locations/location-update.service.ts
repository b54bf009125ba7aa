import {
  automatedFieldMessage,
  automatedFieldOverrides,
  checkCoordinatePair,
  checkHierarchy,
  followNewParent,
  PLACE_FIELDS,
  type LocationDetail,
  type LocationPlace,
  type LocationUpdate,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField, invalidFields } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory } from "../audit/audit.service.ts";
import { refreshWarehouseStock } from "../assets/warehouse/warehouse.service.ts";
import { isUniqueViolation, mayEditAutomatedFields } from "./location-access.ts";
import { editEntry, locationChanges, locationEntry, snapshotOf } from "./location-audit.ts";
import { placeOf } from "./location-create-plan.service.ts";
import { readLocationDetail } from "./location-detail.repository.ts";
import {
  countChildren,
  findLocation,
  findLocationsByCode,
  updateLocations,
  type LocationPatch,
  type LocationRecord,
} from "./location-records.repository.ts";

const PLACE_COLUMNS = {
  Address: "address",
  City: "city",
  State: "state",
  Country: "country",
  PostalCode: "postalCode",
  Latitude: "latitude",
  Longitude: "longitude",
} as const satisfies Record<keyof LocationPlace, keyof LocationRecord>;

const pluralSub = (n: number) => (n === 1 ? "1 sub-location" : `${n} sub-locations`);

/** Changes the fields sent of one location; a move or a new level must keep the hierarchy. */
export const updateLocation = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LocationUpdate,
): Promise<LocationDetail> => {
  const { orgId } = session;
  const mayEditAutomated = await mayEditAutomatedFields(ctx, session);
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await findLocation(tx, orgId, body.Id);
      if (!current) throw new AppError("NOT_FOUND");
      const levelId = body.LevelId ?? current.levelId;
      const parentId = body.ParentId === undefined ? current.parentId : body.ParentId;
      const oldParent =
        current.parentId === null ? null : ((await findLocation(tx, orgId, current.parentId)) ?? null);
      let parent = oldParent;
      if (parentId !== current.parentId) {
        parent = parentId === null ? null : ((await findLocation(tx, orgId, parentId)) ?? null);
        if (parentId !== null && parent === null)
          throw invalidField("ParentId", "no location with this id in your organisation");
      }
      if (levelId !== current.levelId || parentId !== current.parentId) {
        const hierarchy = checkHierarchy({ levelId, parent });
        if (!hierarchy.ok)
          throw invalidField(body.ParentId !== undefined ? "ParentId" : "LevelId", hierarchy.message);
      }
      if (levelId !== current.levelId) {
        const children = (await countChildren(tx, orgId, [current.id])).get(current.id) ?? 0;
        if (children > 0)
          throw new AppError("NOT_ALLOWED_NOW", {
            message: `'${current.name}' has ${pluralSub(children)}: its level cannot change while it has them.`,
          });
      }

      const requested: Partial<LocationPlace> = {};
      for (const field of PLACE_FIELDS)
        if (body[field] !== undefined) Object.assign(requested, { [field]: body[field] });
      if (!mayEditAutomated) {
        const automatic = { Code: current.code, ...(parent ? placeOf(current) : {}) };
        const denied = automatedFieldOverrides({ requested: { Code: body.Code, ...requested }, automatic });
        if (denied.length > 0)
          throw new AppError("FORBIDDEN", {
            message: denied.map((f) => `${f}: ${automatedFieldMessage(f)}`).join("; "),
            fields: denied.map((f) => ({ field: f, message: automatedFieldMessage(f) })),
          });
      }
      // A move takes the new parent's place where the location had inherited the old one's.
      const followed =
        parent && parent.id !== current.parentId
          ? followNewParent({
              current: placeOf(current),
              oldParent: oldParent ? placeOf(oldParent) : null,
              newParent: placeOf(parent),
            })
          : {};
      const place: LocationPlace = { ...placeOf(current), ...followed, ...requested };
      const pair = checkCoordinatePair({ latitude: place.Latitude, longitude: place.Longitude });
      if (pair.length > 0) throw invalidFields(pair);
      if (body.Code !== undefined && body.Code.toLowerCase() !== current.code.toLowerCase()) {
        const [holder] = await findLocationsByCode(tx, orgId, [body.Code]);
        if (holder)
          throw new AppError("CONFLICT", {
            message: `Code: the code '${body.Code}' is in use already`,
            fields: [{ field: "Code", message: `the code '${body.Code}' is in use already` }],
          });
      }

      const patch: LocationPatch = {
        ...(body.Name === undefined ? {} : { name: body.Name }),
        ...(body.Code === undefined ? {} : { code: body.Code }),
        levelId,
        parentId,
        ...(body.Status === undefined ? {} : { status: body.Status }),
        ...(body.IsWarehouse === undefined ? {} : { isWarehouse: body.IsWarehouse }),
        ...(body.Description === undefined ? {} : { description: body.Description }),
      };
      for (const field of PLACE_FIELDS) Object.assign(patch, { [PLACE_COLUMNS[field]]: place[field] });
      const before = snapshotOf(current, oldParent?.name ?? null);
      const after = snapshotOf({ ...current, ...patch }, parent?.name ?? null);
      const changes = locationChanges(before, after);
      if (changes.length === 0) return;
      await updateLocations(tx, orgId, [current.id], {
        ...patch,
        updatedById: session.employeeId,
        updatedAt: now,
      });
      await recordHistory(tx, [
        locationEntry(orgId, current.id, session.employeeId, now, { ...editEntry(before, changes), changes }),
      ]);
      if (patch.isWarehouse !== undefined && patch.isWarehouse !== current.isWarehouse)
        await refreshWarehouseStock(tx, orgId, [current.id]);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError("CONFLICT", { message: "Code: another location took this code at the same moment" });
    throw err;
  }
  const detail = await readLocationDetail(ctx.db, orgId, body.Id);
  if (!detail) throw new AppError("NOT_FOUND");
  return detail;
};
