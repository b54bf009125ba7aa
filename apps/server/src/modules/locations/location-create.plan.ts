import {
  allocateChildCode,
  allocateSiteCode,
  automatedFieldMessage,
  automatedFieldOverrides,
  checkHierarchy,
  childCodeStem,
  codeAllocator,
  inheritPlace,
  LocationLevel,
  numberedCode,
  siteCodeStem,
  stemKey,
  type LocationBulkRow,
  type LocationLevelId,
  type LocationPlace,
} from "@fieldstead/domain";
import type { AppFieldProblem } from "../../lib/errors.ts";
import type { LocationInsert } from "./location-records.repository.ts";

/** A parent: a location of the organisation (with its id), or an earlier row of the same batch. */
export type Parent = {
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

/** What the database holds that a plan depends on: the parents named, the codes given, each stem's top number. */
export type CreateFacts = {
  /** Existing locations named by ParentId. */
  byId: ReadonlyMap<number, Parent>;
  /** Existing locations whose code a row gives as its ParentCode or Code, by lower-case code. */
  byCode: ReadonlyMap<string, Parent>;
  /** The highest number after each stem a row's code is numbered after, by lower-case stem. */
  highest: ReadonlyMap<string, number>;
};

/** Sites first, then buildings, floors and rooms: each level's parents have ids before it is written. */
export const LEVEL_ORDER: readonly LocationLevelId[] = Object.values(LocationLevel);

type Child = Exclude<LocationLevelId, 1>;

/**
 * The codes a batch names and the stems its codes are numbered after — what to read (and lock) before planning.
 * A row's parent code is known before planning: it is given (ParentCode) or the existing parent's (ParentId).
 */
export const codeNeeds = (
  rows: readonly LocationBulkRow[],
  byId: ReadonlyMap<number, Parent>,
): { codes: string[]; stems: string[] } => {
  const codes = new Set<string>();
  const stems = new Map<string, string>();
  const addStem = (stem: string) => stems.set(stemKey(stem), stem);
  for (const row of rows) {
    if (row.ParentCode) codes.add(row.ParentCode.toLowerCase());
    if (row.Code) {
      codes.add(row.Code.toLowerCase());
      const numbered = numberedCode(row.Code);
      if (numbered) addStem(numbered.stem);
      continue;
    }
    const parentCode = row.ParentId ? byId.get(row.ParentId)?.code : row.ParentCode;
    if (row.LevelId === LocationLevel.Site) addStem(siteCodeStem(row.Name));
    else if (parentCode) addStem(childCodeStem(parentCode, row.LevelId as Child));
  }
  return { codes: [...codes], stems: [...stems.values()] };
};

export type PlanInput = {
  orgId: number;
  employeeId: number;
  now: Date;
  rows: readonly LocationBulkRow[];
  facts: CreateFacts;
  field: (index: number, name: string) => string;
  mayEditAutomated: boolean;
};

/**
 * Checks new locations and fills in what the product fills in: each row's parent (by id, by an existing code
 * or by an earlier row's code), the hierarchy, the place taken from the parent, and the code (given, or the
 * next free one). Pure, and linear in the rows: every lookup is a map's. Every problem is collected, named by
 * `field(index, name)`.
 */
export const planLocations = ({
  orgId,
  employeeId,
  now,
  rows,
  facts,
  field,
  mayEditAutomated,
}: PlanInput): CreatePlan => {
  const problems: AppFieldProblem[] = [];
  const forbidden: AppFieldProblem[] = [];
  let codeTaken = false;
  const batch = new Map<string, Parent>();
  const allocator = codeAllocator(facts.highest);
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
      const found = facts.byId.get(row.ParentId);
      if (!found) {
        problem("ParentId", "no location with this id in your organisation");
        continue;
      }
      parent = found;
    } else if (row.ParentCode) {
      const key = row.ParentCode.toLowerCase();
      const found = batch.get(key) ?? facts.byCode.get(key);
      if (!found) {
        problem("ParentCode", `no location has the code '${row.ParentCode}' (nor an earlier row)`);
        continue;
      }
      parent = found;
    }
    const hierarchy = checkHierarchy({ levelId: row.LevelId, parent });
    if (!hierarchy.ok) {
      problem(parent ? parentField : "ParentId", hierarchy.message);
      continue;
    }

    // A code is generated only when it is needed (none given), so a given code never uses up a number.
    const generated =
      row.Code !== undefined && mayEditAutomated
        ? null
        : parent === null
          ? { ok: true as const, code: allocateSiteCode(allocator, row.Name) }
          : allocateChildCode(allocator, parent.code, row.LevelId as Child);
    const given: Partial<LocationPlace> = {
      Address: row.Address,
      City: row.City,
      State: row.State,
      Country: row.Country,
      PostalCode: row.PostalCode,
      Latitude: row.Latitude,
      Longitude: row.Longitude,
    };
    if (!mayEditAutomated && generated) {
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
    const code = row.Code ?? (generated?.ok ? generated.code : null);
    if (code === null) {
      problem(
        "Code",
        generated && !generated.ok ? `${generated.message}; give a shorter code` : "give a code",
      );
      continue;
    }
    if (row.Code !== undefined && (facts.byCode.has(code.toLowerCase()) || batch.has(code.toLowerCase()))) {
      problem("Code", `the code '${code}' is in use already`);
      codeTaken = true;
      continue;
    }
    allocator.note(code);
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
