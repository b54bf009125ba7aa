import {
  AuditEntityType,
  LocationStatus,
  type AddToWarehouseReply,
  type AddToWarehouseRequest,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { invalidField, invalidFields } from "../../lib/errors.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  findConsumableRecords,
  readAssetsByIds,
  readPartsForAssets,
  updateAssetRows,
} from "./asset-records.repository.ts";
import { readPlaces } from "./requests/asset-relocation.repository.ts";
import { refusingDuplicates } from "./assets.errors.ts";
import { insertAssetsInTx } from "./assets.service.ts";
import { refreshWarehouseStock } from "./warehouse/warehouse-stock.repository.ts";

/**
 * New units received into a warehouse: a serialized part becomes one asset per serial number; a consumable's
 * quantity is added to the warehouse's record of the part (written when there is none yet).
 */
export const addToWarehouse = (
  ctx: AppContext,
  session: ActiveSession,
  body: AddToWarehouseRequest,
): Promise<AddToWarehouseReply> =>
  refusingDuplicates("SerialNumbers", "A serial number is already on another asset of the part.", () =>
    ctx.db.transaction(async (tx) => {
      const { orgId } = session;
      const warehouse = (await readPlaces(tx, orgId, [body.WarehouseId])).get(body.WarehouseId);
      if (!warehouse) throw invalidField("WarehouseId", "There is no such location in your organisation.");
      if (!warehouse.isWarehouse) throw invalidField("WarehouseId", `${warehouse.name} is not a warehouse.`);
      if (warehouse.status !== LocationStatus.Active)
        throw invalidField("WarehouseId", `${warehouse.name} is inactive: it takes no new units.`);
      const part = (await readPartsForAssets(tx, orgId, [body.PartId])).get(body.PartId);
      if (!part) throw invalidField("PartId", "There is no such part in your organisation.");
      if (!part.isActive)
        throw invalidField("PartId", `${part.partNumber} is inactive: it takes no new units.`);
      const common = {
        PartId: part.id,
        LocationId: warehouse.id,
        Name: null,
        VendorId: body.VendorId ?? null,
        PurchaseDate: body.PurchaseDate ?? null,
        PurchaseCost: body.PurchaseCost ?? null,
        Description: null,
        StatusId: null,
        VerificationState: "Newly_Created" as const,
      };
      const summary = `Received into ${warehouse.name}`;

      if (part.serialized) {
        const serials = body.SerialNumbers ?? [];
        const problems = [
          ...(serials.length === 0
            ? [
                {
                  field: "SerialNumbers",
                  message: `${part.partNumber} is serialized: give a serial number per unit.`,
                },
              ]
            : []),
          ...(body.Quantity !== undefined && body.Quantity !== serials.length
            ? [{ field: "Quantity", message: "A serialized part arrives as one unit per serial number." }]
            : []),
        ];
        if (problems.length > 0) throw invalidFields(problems);
        const written = await insertAssetsInTx(
          tx,
          ctx,
          session,
          serials.map((serial) => ({
            ...common,
            SerialNumber: serial,
            Quantity: 1,
            history: { action: "Created", summary: `${summary} (serial number ${serial})` },
          })),
          { fieldName: (index, field) => (field === "SerialNumber" ? `SerialNumbers.${index}` : field) },
        );
        return {
          StatusCode: 0,
          StatusMessage: `${written.length} ${written.length === 1 ? "unit has" : "units have"} been received.`,
          Assets: written.map((w) => ({ Id: w.Id, AssetTag: w.AssetTag, Quantity: 1 })),
        };
      }

      if (body.SerialNumbers && body.SerialNumbers.length > 0)
        throw invalidField(
          "SerialNumbers",
          `${part.partNumber} is a consumable: give its quantity, no serial numbers.`,
        );
      if (!body.Quantity)
        throw invalidField("Quantity", `${part.partNumber} is a consumable: give the quantity received.`);
      const [record] = await findConsumableRecords(tx, orgId, [
        { partId: part.id, locationId: warehouse.id },
      ]);
      if (!record) {
        const written = await insertAssetsInTx(tx, ctx, session, [
          {
            ...common,
            SerialNumber: null,
            Quantity: body.Quantity,
            history: { action: "Created", summary: `${summary}: ${body.Quantity} of ${part.partName}` },
          },
        ]);
        return {
          StatusCode: 0,
          StatusMessage: `${body.Quantity} of ${part.partNumber} have been received.`,
          Assets: written.map((w) => ({ Id: w.Id, AssetTag: w.AssetTag, Quantity: w.Quantity })),
        };
      }
      // Lock the record, then add: two receipts at once both count.
      const [locked] = await readAssetsByIds(tx, orgId, [record.id], true);
      const before = locked?.asset.quantity ?? record.quantity;
      const after = before + body.Quantity;
      const at = ctx.now();
      await updateAssetRows(tx, orgId, [record.id], {
        quantity: after,
        updatedById: session.employeeId,
        updatedAt: at,
      });
      await recordHistory(tx, [
        {
          orgId,
          entityType: AuditEntityType.Asset,
          entityId: record.id,
          action: "Updated",
          summary: `${summary}: ${body.Quantity} more of ${part.partName}`,
          changes: [{ Field: "Quantity", From: String(before), To: String(after) }],
          employeeId: session.employeeId,
          at,
        },
      ]);
      await refreshWarehouseStock(tx, orgId, [warehouse.id]);
      return {
        StatusCode: 0,
        StatusMessage: `${body.Quantity} of ${part.partNumber} have been received.`,
        Assets: [{ Id: record.id, AssetTag: record.assetTag, Quantity: after }],
      };
    }),
  );
