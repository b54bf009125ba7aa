import { and, eq } from "drizzle-orm";
import {
  AuditEntityType,
  diffChanges,
  type AuditEntityTypeValue,
  type CatalogueDeleteReply,
  type CatalogueWriteReply,
  type CategoryListRow,
  type CreateCategory,
  type CreateManufacturer,
  type ManufacturerListRow,
  type UpdateCategory,
  type UpdateManufacturer,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { assetCategories, manufacturers } from "../../db/schema/index.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { toCategoryRow, toManufacturerRow } from "./asset-catalogue-lists.repository.ts";
import {
  findCategory,
  findCategoryClash,
  findManufacturer,
  findNameClash,
  renameCategoryOnAssets,
  renameManufacturerOnAssets,
  usage,
} from "./asset-catalogue.repository.ts";
import { conflict, counted, notAllowedNow, notFound, refusingDuplicates } from "./assets.errors.ts";

export const blank = (value: string | null | undefined): string | null => (value ? value : null);

/** A catalogue record's history entry, written in the change's transaction. */
export const catalogueHistory = (
  tx: Tx,
  session: ActiveSession,
  at: Date,
  entry: {
    type: AuditEntityTypeValue;
    id: number;
    action: string;
    summary: string;
    changes?: ReturnType<typeof diffChanges>;
  },
) =>
  recordHistory(tx, [
    {
      orgId: session.orgId,
      entityType: entry.type,
      entityId: entry.id,
      action: entry.action,
      summary: entry.summary,
      changes: entry.changes ?? [],
      employeeId: session.employeeId,
      at,
    },
  ]);

export const saved = <Row>(row: Row, message: string): CatalogueWriteReply<Row> => ({
  StatusCode: 0,
  StatusMessage: message,
  Record: row,
});
export const deleted = (id: number, message: string): CatalogueDeleteReply => ({
  StatusCode: 0,
  StatusMessage: message,
  Id: id,
});

const CATEGORY_FIELDS = [
  { key: "name", label: "Name" },
  { key: "code", label: "Code" },
  { key: "description", label: "Description" },
  { key: "domain", label: "Domain" },
  { key: "isActive", label: "Active", format: (v: unknown) => (v ? "Yes" : "No") },
] as const;

const checkCategoryUnique = async (tx: Tx, orgId: number, body: CreateCategory, exceptId?: number) => {
  const clash = await findCategoryClash(tx, orgId, { name: body.Name, code: body.Code, exceptId });
  if (!clash) return;
  if (clash.code === body.Code)
    throw conflict("Code", `The code ${body.Code} belongs to ${clash.name} already.`);
  throw conflict("Name", `A category named ${clash.name} exists already.`);
};

export const createCategory = (ctx: AppContext, session: ActiveSession, body: CreateCategory) =>
  refusingDuplicates("Name", "A category with this name or code exists already.", () =>
    ctx.db.transaction(async (tx) => {
      await checkCategoryUnique(tx, session.orgId, body);
      const at = ctx.now();
      const [row] = await tx
        .insert(assetCategories)
        .values({
          orgId: session.orgId,
          name: body.Name,
          code: body.Code,
          description: blank(body.Description),
          domain: blank(body.Domain),
          isActive: body.IsActive,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const type = AuditEntityType.AssetCategory;
      await catalogueHistory(tx, session, at, {
        type,
        id: row!.id,
        action: "Created",
        summary: `Category ${body.Name} (${body.Code}) created`,
      });
      return saved<CategoryListRow>(toCategoryRow(row!, 0), "The category has been created.");
    }),
  );

export const updateCategory = (ctx: AppContext, session: ActiveSession, body: UpdateCategory) =>
  refusingDuplicates("Name", "A category with this name or code exists already.", () =>
    ctx.db.transaction(async (tx) => {
      const before = await findCategory(tx, session.orgId, body.Id);
      if (!before) throw notFound("Category");
      await checkCategoryUnique(tx, session.orgId, body, body.Id);
      const after = {
        name: body.Name,
        code: body.Code,
        description: blank(body.Description),
        domain: blank(body.Domain),
        isActive: body.IsActive,
      };
      const at = ctx.now();
      const [row] = await tx
        .update(assetCategories)
        .set({ ...after, updatedAt: at })
        .where(and(eq(assetCategories.orgId, session.orgId), eq(assetCategories.id, body.Id)))
        .returning();
      // Assets carry their category's name for the list's speed: it changes with the category.
      if (before.name !== body.Name) await renameCategoryOnAssets(tx, session.orgId, body.Id, body.Name);
      const changes = diffChanges({ before, after, fields: CATEGORY_FIELDS });
      if (changes.length > 0)
        await catalogueHistory(tx, session, at, {
          type: AuditEntityType.AssetCategory,
          id: body.Id,
          action: "Updated",
          summary: `Category ${body.Name} updated`,
          changes,
        });
      const parts = await usage.partsOfCategory(tx, session.orgId, body.Id);
      return saved<CategoryListRow>(toCategoryRow(row!, parts), "The category has been saved.");
    }),
  );

export const deleteCategory = (ctx: AppContext, session: ActiveSession, id: number) =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, session.orgId, id);
    if (!category) throw notFound("Category");
    const parts = await usage.partsOfCategory(tx, session.orgId, id);
    if (parts > 0)
      throw notAllowedNow(
        `${counted(parts, "part")} of the catalogue ${parts === 1 ? "uses" : "use"} ${category.name}; it cannot be deleted.`,
      );
    const assets = await usage.assetsOfCategory(tx, session.orgId, id);
    if (assets > 0)
      throw notAllowedNow(
        `${counted(assets, "asset")} ${assets === 1 ? "uses" : "use"} ${category.name}; it cannot be deleted.`,
      );
    await tx
      .delete(assetCategories)
      .where(and(eq(assetCategories.orgId, session.orgId), eq(assetCategories.id, id)));
    await catalogueHistory(tx, session, ctx.now(), {
      type: AuditEntityType.AssetCategory,
      id,
      action: "Deleted",
      summary: `Category ${category.name} deleted`,
    });
    return deleted(id, "The category has been deleted.");
  });

const MANUFACTURER_FIELDS = [
  { key: "name", label: "Name" },
  { key: "website", label: "Website" },
] as const;

const manufacturerTaken = (name: string) => `A manufacturer named ${name} exists already.`;

export const createManufacturer = (ctx: AppContext, session: ActiveSession, body: CreateManufacturer) =>
  refusingDuplicates("Name", manufacturerTaken(body.Name), () =>
    ctx.db.transaction(async (tx) => {
      if (await findNameClash(tx, manufacturers, session.orgId, body.Name))
        throw conflict("Name", manufacturerTaken(body.Name));
      const at = ctx.now();
      const [row] = await tx
        .insert(manufacturers)
        .values({
          orgId: session.orgId,
          name: body.Name,
          website: blank(body.Website),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await catalogueHistory(tx, session, at, {
        type: AuditEntityType.Manufacturer,
        id: row!.id,
        action: "Created",
        summary: `Manufacturer ${body.Name} created`,
      });
      return saved<ManufacturerListRow>(toManufacturerRow(row!, 0), "The manufacturer has been created.");
    }),
  );

export const updateManufacturer = (ctx: AppContext, session: ActiveSession, body: UpdateManufacturer) =>
  refusingDuplicates("Name", manufacturerTaken(body.Name), () =>
    ctx.db.transaction(async (tx) => {
      const before = await findManufacturer(tx, session.orgId, body.Id);
      if (!before) throw notFound("Manufacturer");
      if (await findNameClash(tx, manufacturers, session.orgId, body.Name, body.Id))
        throw conflict("Name", manufacturerTaken(body.Name));
      const after = { name: body.Name, website: blank(body.Website) };
      const at = ctx.now();
      const [row] = await tx
        .update(manufacturers)
        .set({ ...after, updatedAt: at })
        .where(and(eq(manufacturers.orgId, session.orgId), eq(manufacturers.id, body.Id)))
        .returning();
      if (before.name !== body.Name) await renameManufacturerOnAssets(tx, session.orgId, body.Id, body.Name);
      const changes = diffChanges({ before, after, fields: MANUFACTURER_FIELDS });
      if (changes.length > 0)
        await catalogueHistory(tx, session, at, {
          type: AuditEntityType.Manufacturer,
          id: body.Id,
          action: "Updated",
          summary: `Manufacturer ${body.Name} updated`,
          changes,
        });
      const parts = await usage.partsOfManufacturer(tx, session.orgId, body.Id);
      return saved<ManufacturerListRow>(toManufacturerRow(row!, parts), "The manufacturer has been saved.");
    }),
  );

export const deleteManufacturer = (ctx: AppContext, session: ActiveSession, id: number) =>
  ctx.db.transaction(async (tx) => {
    const maker = await findManufacturer(tx, session.orgId, id);
    if (!maker) throw notFound("Manufacturer");
    const parts = await usage.partsOfManufacturer(tx, session.orgId, id);
    if (parts > 0)
      throw notAllowedNow(
        `${counted(parts, "part")} of the catalogue ${parts === 1 ? "is" : "are"} made by ${maker.name}; it cannot be deleted.`,
      );
    await tx
      .delete(manufacturers)
      .where(and(eq(manufacturers.orgId, session.orgId), eq(manufacturers.id, id)));
    await catalogueHistory(tx, session, ctx.now(), {
      type: AuditEntityType.Manufacturer,
      id,
      action: "Deleted",
      summary: `Manufacturer ${maker.name} deleted`,
    });
    return deleted(id, "The manufacturer has been deleted.");
  });
