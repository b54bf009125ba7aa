import { useNavigate } from "react-router";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import FactCheck from "@mui/icons-material/FactCheck";
import { ModuleId } from "@fieldstead/domain";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { useModuleAccess } from "../../permissions/index.ts";

const REVIEWER_LEVELS = [ModuleId.TaskReviewer1, ModuleId.TaskReviewer2, ModuleId.TaskReviewer3];

/**
 * The task list's ways to the work's other views: the schedule board, and the approval queue — the one to
 * review for a reviewer, one's own requests for everyone else.
 */
export const TaskListLinks = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const isReviewer = REVIEWER_LEVELS.some((level) => can(level, ModuleId.TaskOperations));
  return (
    <>
      <ToolbarButton label="Schedule" icon={<CalendarMonth />} onClick={() => navigate("/Scheduler")} />
      <ToolbarButton
        label={isReviewer ? "Approvals" : "My approval requests"}
        icon={<FactCheck />}
        onClick={() => navigate(isReviewer ? "/Approvals" : "/TasksApprovals")}
      />
    </>
  );
};
