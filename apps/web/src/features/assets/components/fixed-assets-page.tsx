import { Suspense, lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { AssetListPage } from "./asset-list-page.tsx";

// The list opens with the module; an asset, bulk creation, move requests and the warehouse load when opened.
const AssetDetailPage = lazy(async () => ({
  default: (await import("./asset-detail-page.tsx")).AssetDetailPage,
}));
const AssetBulkCreatePage = lazy(async () => ({
  default: (await import("./asset-bulk-create-page.tsx")).AssetBulkCreatePage,
}));
const MoveRequestsPage = lazy(async () => ({
  default: (await import("../requests/components/move-requests/move-requests-page.tsx")).MoveRequestsPage,
}));
const MoveRequestDetailPage = lazy(async () => ({
  default: (await import("../requests/components/move-requests/move-request-detail-page.tsx"))
    .MoveRequestDetailPage,
}));
const WarehousePage = lazy(async () => ({
  default: (await import("../warehouse/components/warehouse-page.tsx")).WarehousePage,
}));

/** /fixedAssetManagement/*: the asset list, an asset, bulk creation, move requests and the warehouse. */
export const FixedAssetsPage = () => (
  <Suspense fallback={<PageLoader />}>
    <Routes>
      <Route index element={<AssetListPage />} />
      <Route path="asset-detailing/:assetId/*" element={<AssetDetailPage />} />
      <Route path="bulkCreate" element={<AssetBulkCreatePage />} />
      <Route path="MoveAssetRequest" element={<MoveRequestsPage />} />
      <Route path="MoveAssetRequest/Details/:requestId" element={<MoveRequestDetailPage />} />
      <Route path="warehouse" element={<WarehousePage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  </Suspense>
);
