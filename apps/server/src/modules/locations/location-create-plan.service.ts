import { stemKey, type LocationBulkRow } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import {
  findLocations,
  findLocationsByCode,
  highestNumbersAfter,
  lockCodeStems,
  type LocationRecord,
} from "./location-records.repository.ts";
import {
  codeNeeds,
  planLocations,
  type CreateFacts,
  type CreatePlan,
  type Parent,
  type PlanInput,
} from "./location-create.plan.ts";

// Other writers of locations (the import) lock the same code stems; they never read the repository.
export { lockCodeStems } from "./location-records.repository.ts";

export { LEVEL_ORDER, type CreatePlan, type PlannedLocation } from "./location-create.plan.ts";

export const placeOf = (r: LocationRecord): Parent["place"] => ({
  Address: r.address,
  City: r.city,
  State: r.state,
  Country: r.country,
  PostalCode: r.postalCode,
  Latitude: r.latitude,
  Longitude: r.longitude,
});

export const asParent = (r: LocationRecord): Parent => ({
  id: r.id,
  batchIndex: null,
  code: r.code,
  name: r.name,
  levelId: r.levelId,
  place: placeOf(r),
});

/** The organisation's locations these rows name as parents by id, keyed by id. */
export const parentsById = async (
  tx: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, Parent>> =>
  new Map((await findLocations(tx, orgId, ids)).map((r) => [r.id, asParent(r)]));

/** The locations holding these codes, and the highest number after each stem. */
export const codeFacts = async (
  tx: Db | Tx,
  orgId: number,
  needs: { codes: readonly string[]; stems: readonly string[] },
): Promise<Pick<CreateFacts, "byCode" | "highest">> => {
  const [holders, highest] = await Promise.all([
    findLocationsByCode(tx, orgId, needs.codes),
    highestNumbersAfter(tx, orgId, needs.stems),
  ]);
  return {
    byCode: new Map(holders.map((r) => [r.code.toLowerCase(), asParent(r)])),
    highest: new Map(highest.map(({ stem, top }) => [stemKey(stem), top])),
  };
};

/**
 * Plans new locations inside the writing transaction. The stems their codes are numbered after are locked
 * first (until the transaction ends), so two creates under one parent at the same moment take turns and each
 * gets its own next number, instead of one of them being refused.
 */
export const planLocationCreates = async ({
  tx,
  ...input
}: Omit<PlanInput, "facts"> & { tx: Tx }): Promise<CreatePlan> => {
  const byId = await parentsById(
    tx,
    input.orgId,
    input.rows.flatMap((r: LocationBulkRow) => (r.ParentId ? [r.ParentId] : [])),
  );
  const needs = codeNeeds(input.rows, byId);
  await lockCodeStems(tx, input.orgId, needs.stems);
  const facts = await codeFacts(tx, input.orgId, needs);
  return planLocations({ ...input, facts: { byId, ...facts } });
};
