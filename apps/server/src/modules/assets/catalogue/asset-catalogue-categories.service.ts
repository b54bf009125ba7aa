import {
  AuditEntityType,
  diffChanges,
  type CategoryListRow,
  type CreateCategory,
  type UpdateCategory,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { toCategoryRow } from "./asset-catalogue-lists.repository.ts";
import {
  findCategory,
  findCategoryClash,
  renameCategoryOnAssets,
  usage,
} from "./asset-catalogue.repository.ts";
import { blank, catalogueRecords, saved, yesNo } from "./asset-catalogue.service.ts";
import { conflict, counted, notFound, refusingDuplicates } from "../assets.errors.ts";

const CATEGORY = catalogueRecords({
  table: "category",
  noun: "Category",
  type: AuditEntityType.AssetCategory,
  find: findCategory,
  label: (c) => c.name,
});

const CATEGORY_FIELDS = [
  { key: "name", label: "Name" },
  { key: "code", label: "Code" },
  { key: "description", label: "Description" },
  { key: "domain", label: "Domain" },
  { key: "isActive", label: "Active", format: yesNo },
] as const;

const TAKEN = "A category with this name or code exists already.";

const checkCategoryUnique = async (tx: Tx, orgId: number, body: CreateCategory, exceptId?: number) => {
  const clash = await findCategoryClash(tx, orgId, { name: body.Name, code: body.Code, exceptId });
  if (!clash) return;
  if (clash.code === body.Code)
    throw conflict("Code", `The code ${body.Code} belongs to ${clash.name} already.`);
  throw conflict("Name", `A category named ${clash.name} exists already.`);
};

const categoryValues = (body: CreateCategory) => ({
  name: body.Name,
  code: body.Code,
  description: blank(body.Description),
  domain: blank(body.Domain),
  isActive: body.IsActive,
});

export const createCategory = (ctx: AppContext, session: ActiveSession, body: CreateCategory) =>
  refusingDuplicates("Name", TAKEN, () =>
    ctx.db.transaction(async (tx) => {
      await checkCategoryUnique(tx, session.orgId, body);
      const row = await CATEGORY.create(
        tx,
        session,
        ctx.now(),
        categoryValues(body),
        `Category ${body.Name} (${body.Code}) created`,
      );
      return saved<CategoryListRow>(toCategoryRow(row, 0), "The category has been created.");
    }),
  );

export const updateCategory = (ctx: AppContext, session: ActiveSession, body: UpdateCategory) =>
  refusingDuplicates("Name", TAKEN, () =>
    ctx.db.transaction(async (tx) => {
      const before = await findCategory(tx, session.orgId, body.Id);
      if (!before) throw notFound("Category");
      await checkCategoryUnique(tx, session.orgId, body, body.Id);
      const after = categoryValues(body);
      const row = await CATEGORY.change(tx, session, ctx.now(), body.Id, after, {
        summary: `Category ${body.Name} updated`,
        changes: diffChanges({ before, after, fields: CATEGORY_FIELDS }),
      });
      // Assets carry their category's name for the list's speed: it changes with the category.
      if (before.name !== body.Name) await renameCategoryOnAssets(tx, session.orgId, body.Id, body.Name);
      const parts = await usage.partsOfCategory(tx, session.orgId, body.Id);
      return saved<CategoryListRow>(toCategoryRow(row, parts), "The category has been saved.");
    }),
  );

export const deleteCategory = (ctx: AppContext, session: ActiveSession, id: number) =>
  CATEGORY.remove(ctx, session, id, async (tx, category) => {
    const parts = await usage.partsOfCategory(tx, session.orgId, id);
    if (parts > 0)
      return `${counted(parts, "part")} of the catalogue ${parts === 1 ? "uses" : "use"} ${category.name}; it cannot be deleted.`;
    const assets = await usage.assetsOfCategory(tx, session.orgId, id);
    return assets > 0
      ? `${counted(assets, "asset")} ${assets === 1 ? "uses" : "use"} ${category.name}; it cannot be deleted.`
      : null;
  });
