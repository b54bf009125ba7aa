import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { TicketAssetOption, TicketAssigneeOption } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { assets, employees, locations } from "../../db/schema/index.ts";

/** LIKE pattern for a picker's text: any case, anywhere, with the wildcards escaped. */
const containing = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organisation's enabled employees whose name or e-mail holds the text, by name. */
export const findAssignees = (
  db: Db,
  orgId: number,
  search: string,
  limit: number,
): Promise<TicketAssigneeOption[]> => {
  const name = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;
  const pattern = containing(search);
  return db
    .select({ Id: employees.id, Name: name, Email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.orgId, orgId),
        eq(employees.enabled, true),
        search ? or(ilike(name, pattern), ilike(employees.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
    .limit(limit);
};

/** The organisation's assets whose tag or name holds the text, with where each is, by tag. */
export const findAssets = (
  db: Db,
  orgId: number,
  search: string,
  limit: number,
): Promise<TicketAssetOption[]> => {
  const pattern = containing(search);
  return db
    .select({
      Id: assets.id,
      AssetTag: assets.assetTag,
      Name: assets.name,
      LocationId: assets.locationId,
      LocationName: locations.name,
    })
    .from(assets)
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(
      and(
        eq(assets.orgId, orgId),
        search ? or(ilike(assets.assetTag, pattern), ilike(assets.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(assets.assetTag), asc(assets.id))
    .limit(limit);
};
