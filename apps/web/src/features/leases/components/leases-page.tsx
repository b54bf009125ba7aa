import { Navigate, Route, Routes } from "react-router";
import { LeaseDetailPage } from "./detail/lease-detail-page.tsx";
import { LeaseListPage } from "./list/lease-list-page.tsx";

/**
 * /LeaseManagement: the register, and a lease's page at LeaseManagement/details/{id}. The route has no guard of
 * its own (portal-platform §2.2); the route table asks for the Leases screen around it.
 */
export const LeasesPage = () => (
  <Routes>
    <Route index element={<LeaseListPage />} />
    <Route path="details/:leaseId" element={<LeaseDetailPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
