import {
  AuditEntityType,
  checkAssetUnits,
  checkPartChange,
  diffChanges,
  type AssetWriteReply,
  type AuditChange,
  type UpdateAsset,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  findSerialHolders,
  readAssetsByIds,
  readPartsForAssets,
  readVendorNames,
  updateAssetRows,
  type NewAssetRow,
} from "./asset-records.repository.ts";
import { conflict, notFound, refusingDuplicates } from "./assets.errors.ts";
import { refreshWarehouseStock } from "./warehouse/warehouse-stock.repository.ts";

const blank = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();
const has = <K extends string>(body: object, key: K): boolean =>
  key in body && (body as Record<K, unknown>)[key] !== undefined;

type Shown = {
  name: string;
  part: string | null;
  vendor: string | null;
  serialNumber: string | null;
  quantity: number;
  purchaseDate: string | null;
  purchaseCost: string | null;
  description: string | null;
};
const FIELDS = [
  { key: "name", label: "Name" },
  { key: "part", label: "Part" },
  { key: "vendor", label: "Vendor" },
  { key: "serialNumber", label: "Serial number" },
  { key: "quantity", label: "Quantity" },
  { key: "purchaseDate", label: "Purchase date" },
  { key: "purchaseCost", label: "Purchase cost" },
  { key: "description", label: "Description" },
] as const;

/**
 * Changes what an edit may change (assets.schemas UpdateAsset); fields left out stay. The part changes only to
 * one tracked the same way; its name, category and manufacturer come along.
 */
export const updateAsset = (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateAsset,
): Promise<AssetWriteReply> =>
  refusingDuplicates("SerialNumber", "This serial number is already on another asset of the part.", () =>
    ctx.db.transaction(async (tx) => {
      const { orgId } = session;
      const [found] = await readAssetsByIds(tx, orgId, [body.Id], true);
      if (!found) throw notFound("Asset");
      const asset = found.asset;
      const partIds = [asset.partId, body.PartId].filter((id): id is number => typeof id === "number");
      const partsById = await readPartsForAssets(tx, orgId, partIds);
      const vendorIds = [asset.vendorId, body.VendorId].filter((id): id is number => typeof id === "number");
      const vendors = await readVendorNames(tx, orgId, vendorIds);
      const problems: AppFieldProblem[] = [];
      const part = has(body, "PartId")
        ? partsById.get(body.PartId!)
        : asset.partId
          ? partsById.get(asset.partId)
          : undefined;
      if (has(body, "PartId") && body.PartId !== asset.partId) {
        if (!part) problems.push({ field: "PartId", message: "There is no such part in your organisation." });
        else {
          const check = checkPartChange({ fromSerialized: asset.serialized, toSerialized: part.serialized });
          if (!check.ok) problems.push({ field: "PartId", message: check.message });
          else if (!part.isActive)
            problems.push({
              field: "PartId",
              message: `${part.partNumber} is inactive: it takes no new assets.`,
            });
        }
      }
      if (body.VendorId && !vendors.has(body.VendorId))
        problems.push({ field: "VendorId", message: "There is no such vendor in your organisation." });
      const serialNumber = has(body, "SerialNumber") ? blank(body.SerialNumber) : asset.serialNumber;
      const quantity = body.Quantity ?? asset.quantity;
      if (has(body, "SerialNumber") || has(body, "Quantity"))
        problems.push(...checkAssetUnits({ isSerialized: asset.serialized, serialNumber, quantity }));
      if (problems.length > 0) throw invalidFields(problems);

      const partId = part?.id ?? asset.partId;
      if (
        asset.serialized &&
        serialNumber &&
        partId &&
        (serialNumber !== asset.serialNumber || partId !== asset.partId)
      ) {
        const [holder] = await findSerialHolders(tx, orgId, [{ partId, serialNumber }], asset.id);
        if (holder)
          throw conflict(
            "SerialNumber",
            `Serial number ${serialNumber} is already on asset ${holder.assetTag}.`,
          );
      }
      const set: Partial<NewAssetRow> = {};
      if (body.Name !== undefined) set.name = body.Name;
      if (has(body, "VendorId")) set.vendorId = body.VendorId ?? null;
      if (has(body, "SerialNumber")) set.serialNumber = serialNumber;
      if (has(body, "Quantity")) set.quantity = quantity;
      if (has(body, "PurchaseDate")) set.purchaseDate = body.PurchaseDate ? body.PurchaseDate : null;
      if (has(body, "PurchaseCost"))
        set.purchaseCost =
          body.PurchaseCost === null || body.PurchaseCost === undefined ? null : body.PurchaseCost.toFixed(2);
      if (has(body, "Description")) set.description = blank(body.Description);
      if (part && part.id !== asset.partId)
        Object.assign(set, {
          partId: part.id,
          categoryId: part.categoryId,
          category: part.categoryName,
          manufacturer: part.manufacturer,
          model: part.partName,
        });

      const oldPart = asset.partId ? partsById.get(asset.partId) : undefined;
      const shown = (row: typeof asset, p: typeof part): Shown => ({
        name: row.name,
        part: p ? `${p.partNumber} (${p.partName})` : null,
        vendor: row.vendorId ? (vendors.get(row.vendorId) ?? null) : null,
        serialNumber: row.serialNumber,
        quantity: row.quantity,
        purchaseDate: row.purchaseDate,
        purchaseCost: row.purchaseCost === null ? null : Number(row.purchaseCost).toFixed(2),
        description: row.description,
      });
      const changes: AuditChange[] = diffChanges<Shown>({
        before: shown(asset, oldPart),
        after: shown({ ...asset, ...set } as typeof asset, part ?? oldPart),
        fields: FIELDS,
      });
      if (changes.length === 0)
        return {
          StatusCode: 0,
          StatusMessage: "Nothing has changed.",
          Assets: [{ Id: asset.id, AssetTag: asset.assetTag }],
        };
      const at = ctx.now();
      await updateAssetRows(tx, orgId, [asset.id], {
        ...set,
        updatedById: session.employeeId,
        updatedAt: at,
      });
      await recordHistory(tx, [
        {
          orgId,
          entityType: AuditEntityType.Asset,
          entityId: asset.id,
          action: "Updated",
          summary: `Asset updated: ${changes.map((c) => c.Field).join(", ")}`,
          changes,
          employeeId: session.employeeId,
          at,
        },
      ]);
      if (set.partId !== undefined || set.quantity !== undefined)
        await refreshWarehouseStock(tx, orgId, [asset.locationId]);
      return {
        StatusCode: 0,
        StatusMessage: "The asset has been saved.",
        Assets: [{ Id: asset.id, AssetTag: asset.assetTag }],
      };
    }),
  );
