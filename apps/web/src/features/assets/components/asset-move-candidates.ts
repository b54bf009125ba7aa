import type { AssetDetail, AssetListRow } from "@fieldstead/domain";
import type { MoveCandidate } from "../requests/components/move-requests/create-move-request-dialog.tsx";

/** A list row offered for a move, with what its tooltip shows. */
export const moveCandidateOfRow = (row: AssetListRow): MoveCandidate => ({
  Id: row.Id,
  AssetTag: row.AssetTag,
  Name: row.Name,
  LocationId: row.LocationId,
  LocationName: row.LocationName,
  Category: row.Category,
  PartNumber: row.PartNumber,
  PartName: row.Model,
  Vendor: row.VendorName,
  Serialized: row.Serialized,
  SerialNumber: row.SerialNumber,
  Quantity: row.Quantity,
});

/** The asset on its own page offered for a move. */
export const moveCandidateOfDetail = (asset: AssetDetail): MoveCandidate => ({
  Id: asset.Id,
  AssetTag: asset.AssetTag,
  Name: asset.Name,
  LocationId: asset.Location?.Id ?? null,
  LocationName: asset.Location?.Name ?? null,
  Category: asset.Category.Name,
  PartNumber: asset.Part?.PartNumber ?? null,
  PartName: asset.Part?.PartName ?? null,
  Vendor: asset.Vendor?.Name ?? null,
  Serialized: asset.Serialized,
  SerialNumber: asset.SerialNumber,
  Quantity: asset.Quantity,
});
