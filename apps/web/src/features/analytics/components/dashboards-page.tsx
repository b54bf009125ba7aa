import { Navigate, Route, Routes, useParams } from "react-router";
import { DashboardListPage } from "./dashboard-list-page.tsx";
import { DashboardView } from "./dashboard-view.tsx";

const DashboardByIdPage = () => {
  const { dashboardId = "" } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(dashboardId)) return <Navigate to="/404" replace />;
  return <DashboardView key={dashboardId} dashboardId={Number(dashboardId)} />;
};

/** /DynamicDashboard/*: the dashboards the role may see, and one of them at /DynamicDashboard/{id}. */
export const DashboardsPage = () => (
  <Routes>
    <Route index element={<DashboardListPage />} />
    <Route path=":dashboardId" element={<DashboardByIdPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
