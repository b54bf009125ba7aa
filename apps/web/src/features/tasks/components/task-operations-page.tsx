import { Navigate, Route, Routes } from "react-router";
import { TaskDetailPage } from "./task-detail-page.tsx";
import { TaskListPage } from "./task-list-page.tsx";

/** /TaskOperations/*: the task and work-order list, and one task's page. */
export const TaskOperationsPage = () => (
  <Routes>
    <Route index element={<TaskListPage />} />
    <Route path="details/:taskId" element={<TaskDetailPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
