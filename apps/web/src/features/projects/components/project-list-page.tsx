import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { ExportKind, ModuleId, type ProjectListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { ExportButton } from "../../exports/index.ts";
import { getProjectList } from "../api/get-project-list.ts";
import { PROJECT_CARD, PROJECT_COLUMNS } from "./project-columns.tsx";
import { ProjectFormDialog } from "./project-form-dialog.tsx";
import { projectDetailPath } from "./project-paths.ts";

const ARCHIVED_PARAM = "archived";

/** /ProjectManagement: the organisation's projects with their progress; archived ones when asked. */
export const ProjectListPage = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [params, setParams] = useSearchParams();
  const isIncludingArchived = params.get(ARCHIVED_PARAM) === "1";
  const [isCreating, setIsCreating] = useState(false);
  // A new project opens once its dialog has closed (and let go of its unsaved-changes guard).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useReportAfterRelease(createdId, (id) => navigate(projectDetailPath(id)));

  const toolbarActions = (
    <>
      {can(ModuleId.ProjectCreate, ModuleId.Projects) && (
        <ToolbarButton
          variant="contained"
          label="Create project"
          icon={<Add />}
          onClick={() => setIsCreating(true)}
        />
      )}
      <FormControlLabel
        sx={{ ml: 1 }}
        control={
          <Switch
            checked={isIncludingArchived}
            onChange={(event) =>
              setParams(event.target.checked ? { [ARCHIVED_PARAM]: "1" } : {}, { replace: true })
            }
          />
        }
        label="Show archived"
      />
    </>
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Projects" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Projects
      </Typography>
      <DataGrid<ProjectListRow, { IncludeArchived: boolean }>
        gridId="ProjectManagement"
        label="Projects"
        columns={PROJECT_COLUMNS}
        card={PROJECT_CARD}
        fetchPage={getProjectList}
        extraQuery={{ IncludeArchived: isIncludingArchived }}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(projectDetailPath(row.Id))}
        toolbarActions={toolbarActions}
        exportActions={(read) => <ExportButton kind={ExportKind.ProjectList} readState={read} />}
      />
      {isCreating && (
        <ProjectFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(project) => {
            setIsCreating(false);
            setCreatedId(project.Id);
          }}
        />
      )}
    </Box>
  );
};
