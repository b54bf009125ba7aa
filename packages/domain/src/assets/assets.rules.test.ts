import { describe, expect, it } from "vitest";
import { AssetStatus } from "./assets.enums.ts";
import {
  ASSET_STATUS_MESSAGES,
  ASSET_UNIT_MESSAGES,
  assetAddress,
  checkAssetUnits,
  checkPartChange,
  checkStatusChange,
  statusForNewAsset,
} from "./assets.rules.ts";

const { Active, Inactive, InRepair, Retired, InWarehouse } = AssetStatus;

describe("checkStatusChange", () => {
  it.each([
    [Active, Inactive, false],
    [Active, InRepair, false],
    [Active, Retired, false],
    [InRepair, Active, false],
    [Inactive, Retired, false],
    [Retired, Inactive, false],
    [Retired, Retired, false],
    [Active, InWarehouse, true],
    [Retired, InWarehouse, true],
    [InWarehouse, InWarehouse, true],
    // Unchanged is always allowed, even where the status would not be given now.
    [Active, Active, true],
  ])("%i → %i (in a warehouse: %s) is allowed", (from, to, isInWarehouse) => {
    expect(checkStatusChange({ from, to, isInWarehouse })).toEqual({ ok: true });
  });

  it.each([
    [Active, InWarehouse, false, ASSET_STATUS_MESSAGES.warehouseOnly],
    [Retired, InWarehouse, false, ASSET_STATUS_MESSAGES.warehouseOnly],
    [InWarehouse, Active, true, ASSET_STATUS_MESSAGES.inWarehouse],
    [InWarehouse, Retired, true, ASSET_STATUS_MESSAGES.inWarehouse],
    [Retired, Inactive, true, ASSET_STATUS_MESSAGES.inWarehouse],
    [Retired, Active, false, ASSET_STATUS_MESSAGES.retired],
    [Retired, InRepair, false, ASSET_STATUS_MESSAGES.retired],
  ])("%i → %i (in a warehouse: %s) is refused", (from, to, isInWarehouse, message) => {
    expect(checkStatusChange({ from, to, isInWarehouse })).toEqual({ ok: false, message });
  });
});

describe("statusForNewAsset", () => {
  it.each([
    [undefined, false, Active],
    [null, true, InWarehouse],
    [InRepair, false, InRepair],
    [InWarehouse, true, InWarehouse],
  ])("asked %s, in a warehouse %s: %i", (requested, isInWarehouse, statusId) => {
    expect(statusForNewAsset({ requested, isInWarehouse })).toEqual({ ok: true, statusId });
  });

  it.each([
    [InWarehouse, false, ASSET_STATUS_MESSAGES.warehouseOnly],
    [Active, true, ASSET_STATUS_MESSAGES.inWarehouse],
  ])("asked %i, in a warehouse %s: refused", (requested, isInWarehouse, message) => {
    expect(statusForNewAsset({ requested, isInWarehouse })).toEqual({ ok: false, message });
  });
});

describe("checkAssetUnits", () => {
  it.each([
    [true, "SN-1", undefined],
    [true, "SN-1", 1],
    [false, null, 12],
    [false, "  ", 1],
  ])("serialized %s, serial %j, quantity %j: fine", (isSerialized, serialNumber, quantity) => {
    expect(checkAssetUnits({ isSerialized, serialNumber, quantity })).toEqual([]);
  });

  it.each([
    [true, "", 1, [{ field: "SerialNumber", message: ASSET_UNIT_MESSAGES.serialRequired }]],
    [
      true,
      null,
      3,
      [
        { field: "SerialNumber", message: ASSET_UNIT_MESSAGES.serialRequired },
        { field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityOne },
      ],
    ],
    [true, "SN-1", 2, [{ field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityOne }]],
    [false, "SN-1", 4, [{ field: "SerialNumber", message: ASSET_UNIT_MESSAGES.serialRefused }]],
    [false, null, null, [{ field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityRequired }]],
    [false, undefined, 0, [{ field: "Quantity", message: ASSET_UNIT_MESSAGES.quantityRequired }]],
  ])("serialized %s, serial %j, quantity %j: %j", (isSerialized, serialNumber, quantity, problems) => {
    expect(checkAssetUnits({ isSerialized, serialNumber, quantity })).toEqual(problems);
  });
});

describe("checkPartChange", () => {
  it.each([
    [true, true, true],
    [false, false, true],
    [true, false, false],
    [false, true, false],
  ])("from serialized %s to serialized %s: allowed %s", (fromSerialized, toSerialized, ok) => {
    expect(checkPartChange({ fromSerialized, toSerialized }).ok).toBe(ok);
  });
});

describe("assetAddress", () => {
  it.each([
    ["https://portal.example", 42, "https://portal.example/#/fixedAssetManagement/asset-detailing/42"],
    ["http://127.0.0.1:8080/", 7, "http://127.0.0.1:8080/#/fixedAssetManagement/asset-detailing/7"],
  ])("%s and asset %i: %s", (origin, id, address) => {
    expect(assetAddress({ origin, id })).toBe(address);
  });
});
