import { useState } from "react";
import { useNavigate } from "react-router";
import Add from "@mui/icons-material/Add";
import { ModuleId } from "@fieldstead/domain";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { TaskFormLoader } from "./task-form-loader.tsx";
import { taskDetailPath } from "./task-paths.ts";

/** 'New work order' on the task list, with the create right: the form, then the new work order's page. */
export const NewWorkOrderButton = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [isOpen, setIsOpen] = useState(false);
  // The new work order opens once its dialog has closed (and let go of its unsaved-changes guard).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useReportAfterRelease(createdId, (id) => navigate(taskDetailPath(id)));
  if (!can(ModuleId.TaskCreate, ModuleId.TaskOperations)) return null;
  return (
    <>
      <ToolbarButton
        variant="contained"
        label="New work order"
        icon={<Add />}
        onClick={() => setIsOpen(true)}
      />
      {isOpen && (
        <TaskFormLoader
          canRecur={can(ModuleId.TaskRecurring, ModuleId.TaskOperations)}
          onClose={() => setIsOpen(false)}
          onSaved={(task) => {
            setIsOpen(false);
            setCreatedId(task.Id);
          }}
        />
      )}
    </>
  );
};
