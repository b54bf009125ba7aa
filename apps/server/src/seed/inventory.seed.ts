import {
  AssetStatus,
  AuditEntityType,
  formatAssetTag,
  LocationLevel,
  SEQUENCE_NAMES,
  VerificationState,
} from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import {
  assetCategories,
  assetParts,
  assets,
  employeeSites,
  manufacturers,
  parts,
  vendors,
} from "../db/schema/index.ts";
import { insertAuditEntries, setSequenceValue, type AuditRecord } from "../modules/audit/audit.repository.ts";
import { refreshWarehouseStock } from "../modules/assets/warehouse/warehouse-stock.repository.ts";
import { assetStatusName } from "../modules/assets/assets.repository.ts";
import type { AssetKind, AssetSeed, PlacedLocation } from "./assets.seed-data.ts";
import { addDays, earliest } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";
import { buildCatalogue, modelKey } from "./inventory-catalogue.seed-data.ts";
import { chunks, idOf } from "./seed-batches.ts";

export type InventorySeedInput = {
  orgId: number;
  tagPrefix: string;
  kinds: readonly AssetKind[];
  locations: readonly PlacedLocation[];
  assets: readonly AssetSeed[];
  /** Who creates records in the office (administrators). */
  officeIds: readonly number[];
  /** Everyone, with the sites each works at. */
  people: readonly { id: number; isOffice: boolean }[];
  random: (part: string) => Random;
  now: Date;
};

/**
 * The inventory of one organisation: its catalogue (categories, manufacturers, vendors, part numbers), the
 * asset register with the components on each asset, consumable stock in its warehouses, who works at which
 * site, and each asset's first lines of history. Answers the id of each asset by its tag.
 */
export const seedInventory = async (tx: Tx, input: InventorySeedInput): Promise<Map<string, number>> => {
  const { orgId, now } = input;
  const catalogue = buildCatalogue(input.kinds, input.random("catalogue"));

  const categoryIds = new Map<string, { id: number; code: string }>();
  const writtenCategories = await tx
    .insert(assetCategories)
    .values(catalogue.categories.map((c) => ({ ...c, orgId })))
    .returning({ id: assetCategories.id, name: assetCategories.name, code: assetCategories.code });
  for (const c of writtenCategories) categoryIds.set(c.name, { id: c.id, code: c.code });
  const manufacturerIds = new Map<string, number>();
  const writtenMakers = await tx
    .insert(manufacturers)
    .values(catalogue.manufacturers.map((name) => ({ orgId, name })))
    .returning({ id: manufacturers.id, name: manufacturers.name });
  for (const m of writtenMakers) manufacturerIds.set(m.name, m.id);
  const vendorIds = (
    await tx
      .insert(vendors)
      .values(catalogue.vendors.map((v) => ({ ...v, orgId })))
      .returning({ id: vendors.id })
  ).map((v) => v.id);
  const categoryIdByName = new Map([...categoryIds].map(([name, c]) => [name, c.id]));
  const partIds = new Map<string, number>();
  for (const part of chunks(catalogue.parts)) {
    const written = await tx
      .insert(parts)
      .values(
        part.map(({ category, manufacturer, ...p }) => ({
          ...p,
          orgId,
          categoryId: idOf(categoryIdByName, category),
          manufacturerId: manufacturerIds.get(manufacturer) ?? null,
        })),
      )
      .returning({ id: parts.id, partNumber: parts.partNumber });
    for (const row of written) partIds.set(row.partNumber, row.id);
  }
  for (const [code, value] of catalogue.partCounters)
    await setSequenceValue(tx, orgId, SEQUENCE_NAMES.partNumber(code), value);

  // The asset register: each asset is one unit of its model's part number.
  const random = input.random("inventory");
  const officeIds = input.officeIds;
  const assetRows = input.assets.map(({ parts: _parts, label: _label, ...a }) => {
    const category = categoryIds.get(a.category);
    return {
      ...a,
      orgId,
      partId: idOf(partIds, catalogue.modelParts.get(modelKey(a.category, a.manufacturer, a.model)) ?? ""),
      categoryId: category?.id ?? null,
      vendorId: random.pick(vendorIds),
      serialized: true,
      quantity: 1,
      createdById: random.pick(officeIds),
    };
  });

  // Consumables (filters, belts, kits …) kept by the quantity in each warehouse.
  const warehouses = input.locations.filter((l) => l.isWarehouse);
  const consumables = catalogue.parts.filter((p) => !p.serialized);
  let tagNumber = input.assets.length;
  const stockRows = warehouses.flatMap((warehouse) =>
    consumables.map((p) => {
      tagNumber += 1;
      const category = categoryIds.get(p.category);
      const createdAt = addDays(now, -random.int(20, 400));
      return {
        orgId,
        locationId: warehouse.id,
        partId: idOf(partIds, p.partNumber),
        categoryId: category?.id ?? null,
        vendorId: random.pick(vendorIds),
        assetTag: formatAssetTag({
          prefix: input.tagPrefix,
          categoryCode: category?.code ?? "GEN",
          value: tagNumber,
        }),
        name: p.partName,
        category: p.category,
        manufacturer: p.manufacturer,
        model: p.partName,
        serialized: false,
        serialNumber: null,
        quantity: random.int(6, 120),
        description: p.description,
        statusId: AssetStatus.InWarehouse,
        verificationState: VerificationState.Verified,
        purchaseDate: null,
        purchaseCost: null,
        createdById: random.pick(officeIds),
        createdAt,
        updatedAt: earliest(addDays(createdAt, random.int(0, 60)), now),
      };
    }),
  );
  await setSequenceValue(tx, orgId, SEQUENCE_NAMES.assetTag, tagNumber);

  const assetIds = new Map<string, number>();
  const history: AuditRecord[] = [];
  for (const part of chunks([...assetRows, ...stockRows])) {
    const written = await tx.insert(assets).values(part).returning({ id: assets.id, tag: assets.assetTag });
    for (const row of written) assetIds.set(row.tag, row.id);
  }
  for (const a of [...assetRows, ...stockRows]) {
    const entityId = idOf(assetIds, a.assetTag);
    const base = { orgId, entityType: AuditEntityType.Asset, entityId };
    history.push({
      ...base,
      action: "Created",
      summary: a.serialized ? `Asset created (${a.assetTag})` : `Stock created: ${a.quantity} of ${a.name}`,
      employeeId: a.createdById,
      at: a.createdAt,
    });
    if (a.statusId !== AssetStatus.Active && a.updatedAt > a.createdAt) {
      const to = assetStatusName(a.statusId);
      history.push({
        ...base,
        action: "StatusChanged",
        summary: `Status changed from Active to ${to}`,
        changes: [{ Field: "Status", From: "Active", To: to }],
        employeeId: random.pick(officeIds),
        at: a.updatedAt,
      });
    }
  }
  for (const part of chunks(history)) await insertAuditEntries(tx, part);

  // The components fitted to each asset.
  const componentRows = input.assets.flatMap((a) =>
    a.parts.map((p) => ({ ...p, orgId, assetId: idOf(assetIds, a.assetTag) })),
  );
  for (const part of chunks(componentRows)) await tx.insert(assetParts).values(part);

  await refreshWarehouseStock(tx, orgId);

  // Who works where: administrators at every site, everyone else at two or three.
  const sites = input.locations.filter((l) => l.levelId === LocationLevel.Site);
  const siteRows = input.people.flatMap((person) =>
    (person.isOffice ? sites : random.sample(sites, random.int(2, 3))).map((site) => ({
      orgId,
      employeeId: person.id,
      locationId: site.id,
    })),
  );
  for (const part of chunks(siteRows)) await tx.insert(employeeSites).values(part);
  return assetIds;
};
