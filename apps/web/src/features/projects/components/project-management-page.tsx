import { Navigate, Route, Routes } from "react-router";
import { ProjectDetailPage } from "./project-detail-page.tsx";
import { ProjectListPage } from "./project-list-page.tsx";

/** /ProjectManagement/*: the project list, and one project at /ProjectManagement/projectDetails/{id}. */
export const ProjectManagementPage = () => (
  <Routes>
    <Route index element={<ProjectListPage />} />
    <Route path="projectDetails/:projectId/*" element={<ProjectDetailPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
