import { Navigate, Route, Routes } from "react-router";
import { MaterialRequestDetailPage } from "./material-request-detail-page.tsx";
import { MaterialRequestListPage } from "./material-request-list-page.tsx";

/** /materialRequest/*: the list of material requests, and one request at /materialRequest/{id}. */
export const MaterialRequestsPage = () => (
  <Routes>
    <Route index element={<MaterialRequestListPage />} />
    <Route path=":requestId" element={<MaterialRequestDetailPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
