import { Navigate, Route, Routes } from "react-router";
import { LocationDetailPage } from "./location-detail-page.tsx";

/** /locationModules/*: a location's detail address, {id}, and its tabs, {id}/{tab}. */
export const LocationModulesPage = () => (
  <Routes>
    <Route path=":locationId" element={<LocationDetailPage />} />
    <Route path=":locationId/:tab" element={<LocationDetailPage />} />
    <Route path="*" element={<Navigate to="/locations" replace />} />
  </Routes>
);
