import { Navigate, Route, Routes, useParams } from "react-router";
import { idFromPath } from "../../../lib/path-id.ts";
import { taskDetailPath } from "../../tasks/index.ts";
import { PROJECTS_PATH } from "./project-paths.ts";

const TaskDetailRedirect = () => {
  const id = idFromPath(useParams().taskId);
  return <Navigate to={id === null ? "/404" : taskDetailPath(id)} replace />;
};

/**
 * /ProjectManagement/taskManagement: a project's tasks are planned on the project's own page (its Plan tab),
 * so this address leads to the project list, and …/detail/{id} to the task.
 */
export const ProjectTaskManagementPage = () => (
  <Routes>
    <Route index element={<Navigate to={PROJECTS_PATH} replace />} />
    <Route path="detail/:taskId" element={<TaskDetailRedirect />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
