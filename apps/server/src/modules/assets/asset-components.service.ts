import {
  AuditEntityType,
  checkAssetUnits,
  type AssetComponent,
  type UpdateAssetComponents,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  deleteComponentRows,
  findComponentRows,
  insertComponentRows,
  readComponentRows,
} from "./asset-components.repository.ts";
import { readAssetsByIds, readPartsForAssets, updateAssetRows } from "./asset-records.repository.ts";
import { notFound } from "./assets.errors.ts";

const blank = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();

/** The components fitted on an asset (portal-platform §3.6 asset part fields), by name. */
export const readComponents = async (
  db: AppContext["db"] | Tx,
  orgId: number,
  assetId: number,
): Promise<AssetComponent[]> => {
  const rows = await readComponentRows(db, orgId, assetId);
  return rows.map((r) => ({
    Id: r.id,
    PartName: r.partName,
    PartNumber: r.partNumber,
    Manufacturer: r.manufacturer,
    Serialized: r.serialized,
    SerialNumber: r.serialNumber,
    Quantity: r.quantity,
    Description: r.description,
    AssetLabel: r.assetLabel,
    Domain: r.domain,
  }));
};

const componentText = (c: {
  partName: string;
  partNumber: string;
  serialNumber: string | null;
  quantity: number;
}) =>
  `${c.partName} (${c.partNumber})${c.serialNumber ? ` SN ${c.serialNumber}` : c.quantity === 1 ? "" : ` × ${c.quantity}`}`;

/** Fits parts of the catalogue to an asset (copying their fields) and takes components off, in one go. */
export const updateAssetComponents = (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateAssetComponents,
): Promise<AssetComponent[]> =>
  ctx.db.transaction(async (tx) => {
    const { orgId } = session;
    const [found] = await readAssetsByIds(tx, orgId, [body.AssetId], true);
    if (!found) throw notFound("Asset");
    const partsById = await readPartsForAssets(
      tx,
      orgId,
      body.Add.map((a) => a.PartId),
    );
    const current = await findComponentRows(tx, orgId, body.AssetId);
    const problems: AppFieldProblem[] = [];
    body.Add.forEach((add, index) => {
      const part = partsById.get(add.PartId);
      if (!part)
        problems.push({
          field: `Add.${index}.PartId`,
          message: "There is no such part in your organisation.",
        });
      else
        for (const p of checkAssetUnits({
          isSerialized: part.serialized,
          serialNumber: add.SerialNumber,
          quantity: add.Quantity,
        }))
          problems.push({ field: `Add.${index}.${p.field}`, message: p.message });
    });
    body.Remove.forEach((id, index) => {
      if (!current.some((c) => c.id === id))
        problems.push({ field: `Remove.${index}`, message: "This asset has no such component." });
    });
    if (problems.length > 0) throw invalidFields(problems);
    const added = body.Add.map((add) => {
      const part = partsById.get(add.PartId)!;
      return {
        orgId,
        assetId: body.AssetId,
        partName: part.partName,
        partNumber: part.partNumber,
        manufacturer: part.manufacturer,
        serialized: part.serialized,
        serialNumber: part.serialized ? blank(add.SerialNumber) : null,
        quantity: part.serialized ? 1 : (add.Quantity ?? 1),
        description: part.description,
        assetLabel: part.assetLabel,
        domain: part.domain,
      };
    });
    const removed = current.filter((c) => body.Remove.includes(c.id));
    if (removed.length > 0) await deleteComponentRows(tx, orgId, body.Remove);
    if (added.length > 0) await insertComponentRows(tx, added);
    if (added.length + removed.length > 0) {
      const at = ctx.now();
      await updateAssetRows(tx, orgId, [body.AssetId], { updatedById: session.employeeId, updatedAt: at });
      const parts = [
        ...(added.length > 0 ? [`added ${added.map(componentText).join(", ")}`] : []),
        ...(removed.length > 0 ? [`removed ${removed.map(componentText).join(", ")}`] : []),
      ];
      await recordHistory(tx, [
        {
          orgId,
          entityType: AuditEntityType.Asset,
          entityId: body.AssetId,
          action: "ComponentsChanged",
          summary: `Components changed: ${parts.join("; ")}`,
          changes: [
            ...added.map((c) => ({ Field: "Component", From: null, To: componentText(c) })),
            ...removed.map((c) => ({ Field: "Component", From: componentText(c), To: null })),
          ],
          employeeId: session.employeeId,
          at,
        },
      ]);
    }
    return readComponents(tx, orgId, body.AssetId);
  });
