import {
  automatedFieldMessage,
  automatedFieldOverrides,
  checkHierarchy,
  inheritPlace,
  LocationLevel,
  nextChildCode,
  nextSiteCode,
  siteCodePrefix,
  CHILD_CODE_LETTERS,
  type LocationBulkRow,
  type LocationLevelId,
  type LocationPlace,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import type { AppFieldProblem } from "../../lib/errors.ts";
import {
  codesStartingWith,
  findLocations,
  findLocationsByCode,
  type LocationInsert,
  type LocationRecord,
} from "./location-records.repository.ts";

/** A parent: a location of the organisation, or an earlier row of the same batch. */
type Parent = {
  id: number | null;
  batchIndex: number | null;
  code: string;
  name: string;
  levelId: LocationLevelId;
  place: LocationPlace;
};

/** A row ready to be written; its parent id is known once the earlier rows are written. */
export type PlannedLocation = {
  index: number;
  parent: Parent | null;
  values: Omit<LocationInsert, "parentId">;
};

export type CreatePlan =
  | { ok: true; rows: PlannedLocation[] }
  | { ok: false; problems: AppFieldProblem[]; forbidden: AppFieldProblem[]; codeTaken: boolean };

export const placeOf = (r: LocationRecord): LocationPlace => ({
  Address: r.address,
  City: r.city,
  State: r.state,
  Country: r.country,
  PostalCode: r.postalCode,
  Latitude: r.latitude,
  Longitude: r.longitude,
});

const asParent = (r: LocationRecord): Parent => ({
  id: r.id,
  batchIndex: null,
  code: r.code,
  name: r.name,
  levelId: r.levelId,
  place: placeOf(r),
});

/**
 * Checks new locations and fills in what the product fills in: each row's parent (by id, by an existing code
 * or by an earlier row's code), the hierarchy, the place taken from the parent, and the code (given, or the
 * next free one). Nothing is written; every problem is collected, named by `field(index, name)`.
 */
export const planLocationCreates = async ({
  tx,
  orgId,
  employeeId,
  now,
  rows,
  field,
  mayEditAutomated,
}: {
  tx: Tx;
  orgId: number;
  employeeId: number;
  now: Date;
  rows: readonly LocationBulkRow[];
  field: (index: number, name: string) => string;
  mayEditAutomated: boolean;
}): Promise<CreatePlan> => {
  const problems: AppFieldProblem[] = [];
  const forbidden: AppFieldProblem[] = [];
  let codeTaken = false;
  const parentIds = rows.flatMap((r) => (r.ParentId ? [r.ParentId] : []));
  const byId = new Map((await findLocations(tx, orgId, parentIds)).map((r) => [r.id, r]));
  const namedCodes = rows.flatMap((r) => [r.ParentCode, r.Code].filter((c): c is string => !!c));
  const byCode = new Map(
    (await findLocationsByCode(tx, orgId, namedCodes)).map((r) => [r.code.toLowerCase(), r]),
  );
  const batch = new Map<string, Parent>();
  const takenCache = new Map<string, string[]>();
  const takenWith = async (prefix: string) => {
    const key = prefix.toLowerCase();
    if (!takenCache.has(key)) takenCache.set(key, await codesStartingWith(tx, orgId, prefix));
    const batchCodes = [...batch.values()].map((p) => p.code);
    return [...(takenCache.get(key) ?? []), ...batchCodes.filter((c) => c.toLowerCase().startsWith(key))];
  };
  const planned: PlannedLocation[] = [];

  for (const [index, row] of rows.entries()) {
    const problem = (name: string, message: string) => problems.push({ field: field(index, name), message });
    let parent: Parent | null = null;
    const parentField = row.ParentId ? "ParentId" : "ParentCode";
    if (row.ParentId && row.ParentCode) {
      problem("ParentCode", "give the parent by ParentId or by ParentCode, not both");
      continue;
    }
    if (row.ParentId) {
      const found = byId.get(row.ParentId);
      if (!found) {
        problem("ParentId", "no location with this id in your organisation");
        continue;
      }
      parent = asParent(found);
    } else if (row.ParentCode) {
      const found = batch.get(row.ParentCode.toLowerCase()) ?? byCode.get(row.ParentCode.toLowerCase());
      if (!found) {
        problem("ParentCode", `no location has the code '${row.ParentCode}' (nor an earlier row)`);
        continue;
      }
      parent = "orgId" in found ? asParent(found) : found;
    }
    const hierarchy = checkHierarchy({ levelId: row.LevelId, parent });
    if (!hierarchy.ok) {
      problem(parent ? parentField : "ParentId", hierarchy.message);
      continue;
    }

    const generated =
      parent === null
        ? {
            ok: true as const,
            code: nextSiteCode({
              name: row.Name,
              takenCodes: await takenWith(`${siteCodePrefix(row.Name)}-`),
            }),
          }
        : nextChildCode({
            parentCode: parent.code,
            levelId: row.LevelId as Exclude<LocationLevelId, 1>,
            takenCodes: await takenWith(
              `${parent.code}-${CHILD_CODE_LETTERS[row.LevelId as Exclude<LocationLevelId, 1>]}`,
            ),
          });
    const given: Partial<LocationPlace> = {
      Address: row.Address,
      City: row.City,
      State: row.State,
      Country: row.Country,
      PostalCode: row.PostalCode,
      Latitude: row.Latitude,
      Longitude: row.Longitude,
    };
    if (!mayEditAutomated) {
      const automatic = {
        ...(generated.ok ? { Code: generated.code } : {}),
        ...(parent ? parent.place : {}),
      };
      const overrides = automatedFieldOverrides({ requested: { Code: row.Code, ...given }, automatic });
      const denied = generated.ok || row.Code === undefined ? overrides : [...overrides, "Code" as const];
      for (const name of denied)
        forbidden.push({ field: field(index, name), message: automatedFieldMessage(name) });
      if (denied.length > 0) continue;
    }
    const code = row.Code ?? (generated.ok ? generated.code : null);
    if (code === null) {
      problem("Code", generated.ok ? "give a code" : `${generated.message}; give a shorter code`);
      continue;
    }
    if (row.Code !== undefined && (byCode.has(code.toLowerCase()) || batch.has(code.toLowerCase()))) {
      problem("Code", `the code '${code}' is in use already`);
      codeTaken = true;
      continue;
    }
    const place = inheritPlace({ given, parent: parent?.place ?? null });
    batch.set(code.toLowerCase(), {
      id: null,
      batchIndex: index,
      code,
      name: row.Name,
      levelId: row.LevelId,
      place,
    });
    planned.push({
      index,
      parent,
      values: {
        orgId,
        levelId: row.LevelId,
        name: row.Name,
        code,
        address: place.Address,
        city: place.City,
        state: place.State,
        country: place.Country,
        postalCode: place.PostalCode,
        latitude: place.Latitude,
        longitude: place.Longitude,
        status: row.Status,
        isWarehouse: row.IsWarehouse,
        description: row.Description ?? null,
        createdById: employeeId,
        updatedById: employeeId,
        createdAt: now,
        updatedAt: now,
      },
    });
  }
  if (problems.length > 0 || forbidden.length > 0) return { ok: false, problems, forbidden, codeTaken };
  return { ok: true, rows: planned };
};

/** Sites first, then buildings, floors and rooms: each level's parents have ids before it is written. */
export const LEVEL_ORDER: readonly LocationLevelId[] = Object.values(LocationLevel);
