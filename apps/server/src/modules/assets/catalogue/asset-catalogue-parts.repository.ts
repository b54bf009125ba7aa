import { count, eq, sql } from "drizzle-orm";
import { PART_LIST_COLUMNS, type ListQuery, type ListReply, type PartListRow } from "@fieldstead/domain";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { assetCategories, assets, manufacturers, parts } from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import { idColumn, text, withUsage } from "./asset-catalogue-lists.repository.ts";

/** The parts configuration as a list, and a part as replies show it. */
export const PART_LIST: ListDefinition = {
  name: "parts",
  id: parts.id,
  orgId: parts.orgId,
  defaultSort: [{ colId: "PartNumber", sort: "asc" }],
  searchTerm: (pattern) => sql`${parts.searchText} like lower(${pattern})`,
  columns: listColumnsFrom(PART_LIST_COLUMNS, {
    Id: idColumn(parts.id),
    PartNumber: text(parts.partNumber),
    PartName: text(parts.partName),
    CategoryId: idColumn(parts.categoryId),
    CategoryName: text(assetCategories.name),
    ManufacturerName: text(manufacturers.name, true),
    Description: text(parts.description, true),
    AssetLabel: text(parts.assetLabel, true),
    Domain: text(parts.domain, true),
    UpdatedAt: { sql: parts.updatedAt },
  }),
};

/** The columns of a part as lists and replies show it. */
export const partSelection = {
  part: parts,
  categoryName: assetCategories.name,
  manufacturerName: manufacturers.name,
};
export type PartSelected = {
  part: typeof parts.$inferSelect;
  categoryName: string;
  manufacturerName: string | null;
};

export const toPartRow = ({ part, categoryName, manufacturerName }: PartSelected, assetCount: number) => ({
  Id: part.id,
  PartNumber: part.partNumber,
  PartName: part.partName,
  CategoryId: part.categoryId,
  CategoryName: categoryName,
  ManufacturerId: part.manufacturerId,
  ManufacturerName: manufacturerName,
  Serialized: part.serialized,
  Description: part.description,
  AssetLabel: part.assetLabel,
  Domain: part.domain,
  IsActive: part.isActive,
  AssetCount: assetCount,
  UpdatedAt: part.updatedAt.toISOString(),
});

/** The joins of a part's category and manufacturer. */
export const withPartNames = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .leftJoin(manufacturers, eq(manufacturers.id, parts.manufacturerId));

export const listParts = async (db: Db, orgId: number, query: ListQuery): Promise<ListReply<PartListRow>> => {
  const plan = planList(PART_LIST, query, { orgId });
  const reply = await runListQuery(
    plan,
    {
      page: withPartNames(
        db
          .select({ ...partSelection, ...plan.cursorSelection })
          .from(parts)
          .$dynamic(),
      ),
      count: withPartNames(db.select({ n: count() }).from(parts).$dynamic()),
    },
    (r): PartSelected => ({
      part: r.part,
      categoryName: r.categoryName,
      manufacturerName: r.manufacturerName,
    }),
  );
  return withUsage(db, orgId, reply, (r) => r.part.id, assets, assets.partId, toPartRow);
};
