import { Suspense, lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { TaskListPage } from "./task-list-page.tsx";

// The list opens with the module; a task's page loads when one is opened.
const TaskDetailPage = lazy(async () => ({
  default: (await import("./task-detail-page.tsx")).TaskDetailPage,
}));

/** /TaskOperations/*: the task and work-order list, and one task's page. */
export const TaskOperationsPage = () => (
  <Suspense fallback={<PageLoader />}>
    <Routes>
      <Route index element={<TaskListPage />} />
      <Route path="details/:taskId" element={<TaskDetailPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  </Suspense>
);
