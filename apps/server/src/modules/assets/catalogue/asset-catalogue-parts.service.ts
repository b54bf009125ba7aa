import {
  AuditEntityType,
  diffChanges,
  formatPartNumber,
  SEQUENCE_NAMES,
  type CatalogueDeleteReply,
  type CatalogueWriteReply,
  type CreatePartConfiguration,
  type GeneratePartNumberReply,
  type PartConfiguration,
  type PartListRow,
  type SearchPartsQuery,
  type SearchPartsReply,
  type UpdatePartConfiguration,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { invalidField } from "../../../lib/errors.ts";
import { nextNumbers } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { toPartRow } from "./asset-catalogue-parts.repository.ts";
import {
  copyPartOntoAssets,
  findCategory,
  findManufacturer,
  findPart,
  findPartByNumber,
  partNumbersTaken,
  searchParts,
  usage,
} from "./asset-catalogue.repository.ts";
import { blank, catalogueRecords, saved, yesNo } from "./asset-catalogue.service.ts";
import { conflict, counted, notAllowedNow, notFound, refusingDuplicates } from "../assets.errors.ts";

const PART = catalogueRecords({
  table: "part",
  noun: "Part",
  type: AuditEntityType.Part,
  find: findPart,
  label: (p) => p.part.partNumber,
});

const partNumberTaken = (partNumber: string) => `The part number ${partNumber} exists already.`;

const PART_FIELDS = [
  { key: "partNumber", label: "Part number" },
  { key: "partName", label: "Part name" },
  { key: "category", label: "Category" },
  { key: "manufacturer", label: "Manufacturer" },
  { key: "serialized", label: "Serialized", format: yesNo },
  { key: "description", label: "Description" },
  { key: "assetLabel", label: "Asset label" },
  { key: "domain", label: "Domain" },
  { key: "isActive", label: "Active", format: yesNo },
] as const;

/** The category and manufacturer a part names must be the organisation's (400 naming the field). */
const resolveReferences = async (tx: Tx, orgId: number, body: CreatePartConfiguration) => {
  const category = await findCategory(tx, orgId, body.CategoryId);
  if (!category) throw invalidField("CategoryId", "There is no such category in your organisation.");
  const manufacturer = body.ManufacturerId
    ? await findManufacturer(tx, orgId, body.ManufacturerId)
    : undefined;
  if (body.ManufacturerId && !manufacturer)
    throw invalidField("ManufacturerId", "There is no such manufacturer in your organisation.");
  return { category, manufacturer: manufacturer ?? null };
};

const partValues = (body: CreatePartConfiguration) => ({
  partNumber: body.PartNumber,
  partName: body.PartName,
  categoryId: body.CategoryId,
  manufacturerId: body.ManufacturerId ?? null,
  serialized: body.Serialized,
  description: blank(body.Description),
  assetLabel: blank(body.AssetLabel),
  domain: blank(body.Domain),
  isActive: body.IsActive,
});

const readPart = async (tx: Tx, orgId: number, id: number): Promise<PartListRow> => {
  const found = await findPart(tx, orgId, id);
  if (!found) throw notFound("Part");
  return toPartRow(found, await usage.assetsOfPart(tx, orgId, id));
};

export const getPartConfiguration = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<PartConfiguration> => {
  const found = await findPart(ctx.db, session.orgId, id);
  if (!found) throw notFound("Part");
  return {
    ...toPartRow(found, await usage.assetsOfPart(ctx.db, session.orgId, id)),
    CreatedAt: found.part.createdAt.toISOString(),
  };
};

export const createPartConfiguration = (
  ctx: AppContext,
  session: ActiveSession,
  body: CreatePartConfiguration,
): Promise<CatalogueWriteReply<PartListRow>> =>
  refusingDuplicates("PartNumber", partNumberTaken(body.PartNumber), () =>
    ctx.db.transaction(async (tx) => {
      const { category } = await resolveReferences(tx, session.orgId, body);
      if (await findPartByNumber(tx, session.orgId, body.PartNumber))
        throw conflict("PartNumber", partNumberTaken(body.PartNumber));
      const row = await PART.create(
        tx,
        session,
        ctx.now(),
        partValues(body),
        `Part ${body.PartNumber} (${body.PartName}) created in ${category.name}`,
      );
      return saved(await readPart(tx, session.orgId, row.id), "The part has been created.");
    }),
  );

/**
 * Changes a part. Its assets take the new name (their model), category and manufacturer in the same
 * transaction; a part with assets keeps how it is tracked (Serialized).
 */
export const updatePartConfiguration = (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdatePartConfiguration,
): Promise<CatalogueWriteReply<PartListRow>> =>
  refusingDuplicates("PartNumber", partNumberTaken(body.PartNumber), () =>
    ctx.db.transaction(async (tx) => {
      const before = await findPart(tx, session.orgId, body.Id);
      if (!before) throw notFound("Part");
      const { category, manufacturer } = await resolveReferences(tx, session.orgId, body);
      if (await findPartByNumber(tx, session.orgId, body.PartNumber, body.Id))
        throw conflict("PartNumber", partNumberTaken(body.PartNumber));
      const used = await usage.assetsOfPart(tx, session.orgId, body.Id);
      if (used > 0 && before.part.serialized !== body.Serialized) {
        const message = `${counted(used, "asset")} of this part ${used === 1 ? "is" : "are"} tracked ${
          before.part.serialized ? "by serial number" : "by quantity"
        }; it cannot change how it is tracked.`;
        throw notAllowedNow(message, [{ field: "Serialized", message }]);
      }
      const manufacturerName = manufacturer?.name ?? null;
      await PART.change(tx, session, ctx.now(), body.Id, partValues(body), {
        summary: `Part ${body.PartNumber} updated`,
        changes: diffChanges({
          before: { ...before.part, category: before.categoryName, manufacturer: before.manufacturerName },
          after: { ...partValues(body), category: category.name, manufacturer: manufacturerName },
          fields: PART_FIELDS,
        }),
      });
      if (
        before.part.partName !== body.PartName ||
        before.part.categoryId !== body.CategoryId ||
        before.manufacturerName !== manufacturerName
      )
        await copyPartOntoAssets(tx, session.orgId, body.Id, {
          model: body.PartName,
          categoryId: body.CategoryId,
          category: category.name,
          manufacturer: manufacturerName,
        });
      return saved(await readPart(tx, session.orgId, body.Id), "The part has been saved.");
    }),
  );

/** A part in use (assets, requests, warehouse scans) is kept: deactivating it stops new assets instead. */

export const deletePartConfiguration = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<CatalogueDeleteReply> =>
  PART.remove(ctx, session, id, async (tx, found) => {
    const number = found.part.partNumber;
    const assets = await usage.assetsOfPart(tx, session.orgId, id);
    if (assets > 0)
      return `${counted(assets, "asset")} of ${number} exist; deactivate the part instead of deleting it.`;
    const requests = await usage.requestsOfPart(tx, session.orgId, id);
    const scans = await usage.movementsOfPart(tx, session.orgId, id);
    return requests + scans > 0
      ? `${number} appears in material requests or warehouse records; deactivate it instead of deleting it.`
      : null;
  });

/**
 * The category's next part number ('HVAC-00014'), taken from its counter; numbers typed in by hand that
 * already hold the next values are skipped.
 */
export const generatePartNumber = (
  ctx: AppContext,
  session: ActiveSession,
  categoryId: number,
): Promise<GeneratePartNumberReply> =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, session.orgId, categoryId);
    if (!category) throw notFound("Category");
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [value] = await nextNumbers(tx, session.orgId, SEQUENCE_NAMES.partNumber(category.code));
      const candidate = formatPartNumber({ categoryCode: category.code, value: value ?? 1 });
      const taken = await partNumbersTaken(tx, session.orgId, [candidate]);
      if (!taken.has(candidate.toLowerCase())) return { PartNumber: candidate };
    }
    throw notAllowedNow(`No free part number was found for ${category.code}; type one in.`);
  });

export const findParts = async (
  ctx: AppContext,
  session: ActiveSession,
  query: SearchPartsQuery,
): Promise<SearchPartsReply> => {
  const words = query.Search.split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await searchParts(ctx.db, session.orgId, {
    words,
    ...(query.CategoryId ? { categoryId: query.CategoryId } : {}),
    ...(query.Serialized === undefined ? {} : { serialized: query.Serialized }),
    activeOnly: query.ActiveOnly,
    limit: query.Limit,
  });
  return {
    Parts: rows.map(({ part, categoryName, manufacturerName }) => ({
      Id: part.id,
      PartNumber: part.partNumber,
      PartName: part.partName,
      CategoryId: part.categoryId,
      CategoryName: categoryName,
      ManufacturerName: manufacturerName,
      Serialized: part.serialized,
    })),
  };
};
