import { Navigate, Route, Routes } from "react-router";
import { AssetDetailPage } from "./asset-detail-page.tsx";
import { AssetListPage } from "./asset-list-page.tsx";

/** /fixedAssetManagement/*: the asset list and the asset detail addresses under it. */
export const FixedAssetsPage = () => (
  <Routes>
    <Route index element={<AssetListPage />} />
    <Route path="asset-detailing/:assetId" element={<AssetDetailPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
