import { Navigate, Route, Routes } from "react-router";
import { AssetBulkCreatePage } from "./asset-bulk-create-page.tsx";
import { AssetDetailPage } from "./asset-detail-page.tsx";
import { AssetListPage } from "./asset-list-page.tsx";
import { MoveRequestDetailPage } from "../requests/components/move-requests/move-request-detail-page.tsx";
import { MoveRequestsPage } from "../requests/components/move-requests/move-requests-page.tsx";
import { WarehousePage } from "../warehouse/components/warehouse-page.tsx";

/** /fixedAssetManagement/*: the asset list, an asset, bulk creation, move requests and the warehouse. */
export const FixedAssetsPage = () => (
  <Routes>
    <Route index element={<AssetListPage />} />
    <Route path="asset-detailing/:assetId/*" element={<AssetDetailPage />} />
    <Route path="bulkCreate" element={<AssetBulkCreatePage />} />
    <Route path="MoveAssetRequest" element={<MoveRequestsPage />} />
    <Route path="MoveAssetRequest/Details/:requestId" element={<MoveRequestDetailPage />} />
    <Route path="warehouse" element={<WarehousePage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
