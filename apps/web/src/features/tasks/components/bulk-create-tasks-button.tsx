import { useNavigate } from "react-router";
import PlaylistAdd from "@mui/icons-material/PlaylistAdd";
import { ModuleId } from "@fieldstead/domain";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { useModuleAccess } from "../../permissions/index.ts";

/**
 * The bulk-create page: many tasks and work orders from one spreadsheet file; /bulkWo and /WObulk show the same
 * page (portal-platform §2.2).
 */
export const BULK_TASKS_PATH = "/bulkTasks";

/** The task list's 'Bulk create', shown only to a role that may create tasks in bulk. */
export const BulkCreateTasksButton = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  if (!can(ModuleId.TaskBulkCreate, ModuleId.TaskOperations)) return null;
  return (
    <ToolbarButton label="Bulk create" icon={<PlaylistAdd />} onClick={() => navigate(BULK_TASKS_PATH)} />
  );
};
