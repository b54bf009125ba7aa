import { AssetStatus, type AssetStatusId } from "./assets.enums.ts";

export type AssetRuleCheck = { ok: true } | { ok: false; message: string };
export type AssetFieldProblem = { field: "SerialNumber" | "Quantity"; message: string };

export const ASSET_STATUS_MESSAGES = {
  warehouseOnly: "Only an asset standing in a warehouse can be In Warehouse.",
  inWarehouse:
    "An asset standing in a warehouse can only be In Warehouse; move it out of the warehouse first.",
  retired: "A retired asset can only go back to Inactive.",
} as const;

/** In Warehouse belongs to warehouses, and a warehouse holds nothing else. */
export const checkStatusForPlace = ({
  statusId,
  isInWarehouse,
}: {
  statusId: AssetStatusId;
  isInWarehouse: boolean;
}): AssetRuleCheck => {
  if (statusId === AssetStatus.InWarehouse && !isInWarehouse)
    return { ok: false, message: ASSET_STATUS_MESSAGES.warehouseOnly };
  if (isInWarehouse && statusId !== AssetStatus.InWarehouse)
    return { ok: false, message: ASSET_STATUS_MESSAGES.inWarehouse };
  return { ok: true };
};

/**
 * Whether an asset may take a status where it stands: In Warehouse belongs to warehouses and a warehouse holds
 * nothing else; a retired asset only goes back to Inactive (or In Warehouse, the one status a warehouse allows).
 */
export const checkStatusChange = ({
  from,
  to,
  isInWarehouse,
}: {
  from: AssetStatusId;
  to: AssetStatusId;
  isInWarehouse: boolean;
}): AssetRuleCheck => {
  if (from === to) return { ok: true };
  const place = checkStatusForPlace({ statusId: to, isInWarehouse });
  if (!place.ok) return place;
  if (from === AssetStatus.Retired && to !== AssetStatus.Inactive && to !== AssetStatus.InWarehouse)
    return { ok: false, message: ASSET_STATUS_MESSAGES.retired };
  return { ok: true };
};

/** A new asset's status: the one asked for, else Active, or In Warehouse at a warehouse. */
export const statusForNewAsset = ({
  requested,
  isInWarehouse,
}: {
  requested?: AssetStatusId | null | undefined;
  isInWarehouse: boolean;
}): { ok: true; statusId: AssetStatusId } | { ok: false; message: string } => {
  const statusId = requested ?? (isInWarehouse ? AssetStatus.InWarehouse : AssetStatus.Active);
  const check = checkStatusForPlace({ statusId, isInWarehouse });
  return check.ok ? { ok: true, statusId } : check;
};

export const ASSET_UNIT_MESSAGES = {
  serialRequired: "A serialized part needs a serial number.",
  serialRefused: "A consumable has no serial number; give its quantity.",
  quantityOne: "A serialized asset is one unit: its quantity is 1.",
  quantityRequired: "A consumable needs a quantity of at least 1.",
} as const;

/**
 * Serialized assets have a serial number and a quantity of 1; consumables a quantity and no serial number.
 * Answers the fields that break the rule (none when it holds).
 */
export const checkAssetUnits = ({
  isSerialized,
  serialNumber,
  quantity,
}: {
  isSerialized: boolean;
  serialNumber?: string | null | undefined;
  quantity?: number | null | undefined;
}): AssetFieldProblem[] => {
  const hasSerial = typeof serialNumber === "string" && serialNumber.trim() !== "";
  const problems: AssetFieldProblem[] = [];
  if (isSerialized) {
    if (!hasSerial) problems.push({ field: "SerialNumber", message: ASSET_UNIT_MESSAGES.serialRequired });
    if (quantity !== null && quantity !== undefined && quantity !== 1)
      problems.push({ field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityOne });
  } else {
    if (hasSerial) problems.push({ field: "SerialNumber", message: ASSET_UNIT_MESSAGES.serialRefused });
    if (quantity === null || quantity === undefined || quantity < 1)
      problems.push({ field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityRequired });
  }
  return problems;
};

/** An asset changes part only to one tracked the same way (serialized stays serialized). */
export const checkPartChange = ({
  fromSerialized,
  toSerialized,
}: {
  fromSerialized: boolean;
  toSerialized: boolean;
}): AssetRuleCheck =>
  fromSerialized === toSerialized
    ? { ok: true }
    : {
        ok: false,
        message: fromSerialized
          ? "A serialized asset can only change to another serialized part."
          : "A consumable can only change to another consumable part.",
      };

/**
 * The address an asset's label leads to: its page in the app, under the installation's public address
 * ('https://portal.example/#/fixedAssetManagement/asset-detailing/42').
 */
export const assetAddress = ({ origin, id }: { origin: string; id: number }): string =>
  `${origin.replace(/\/+$/, "")}/#/fixedAssetManagement/asset-detailing/${id}`;
