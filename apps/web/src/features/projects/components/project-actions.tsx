import { useState } from "react";
import { Button, Stack } from "@mui/material";
import Archive from "@mui/icons-material/Archive";
import Edit from "@mui/icons-material/Edit";
import Unarchive from "@mui/icons-material/Unarchive";
import { ModuleId, type ProjectDetail } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useArchiveProject } from "../api/write-project.ts";
import { ProjectFormDialog } from "./project-form-dialog.tsx";

export type ProjectActionsProps = { project: ProjectDetail };

/** Edit (not while archived) and Archive or Unarchive, each for the roles with its right. */
export const ProjectActions = ({ project }: ProjectActionsProps) => {
  const { can } = useModuleAccess();
  const archive = useArchiveProject();
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = can(ModuleId.ProjectEdit, ModuleId.Projects) && !project.Archived;
  const canArchive = can(ModuleId.ProjectArchive, ModuleId.Projects);

  const handleArchive = async () => {
    const isArchiving = !project.Archived;
    const { confirmed } = await confirm({
      title: isArchiving ? "Archive this project?" : "Bring this project back?",
      message: isArchiving
        ? "It leaves the project list and cannot be changed until it is brought back."
        : "It shows in the project list again and can be changed.",
      yesLabel: isArchiving ? "Archive" : "Unarchive",
    });
    if (!confirmed) return;
    try {
      const reply = await archive.mutateAsync({ Id: project.Id, Archived: isArchiving });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
    }
  };

  if (!canEdit && !canArchive) return null;
  return (
    <Stack direction="row" spacing={1}>
      {canEdit && (
        <Button variant="contained" startIcon={<Edit />} onClick={() => setIsEditing(true)}>
          Edit
        </Button>
      )}
      {canArchive && (
        <Button
          variant="outlined"
          startIcon={project.Archived ? <Unarchive /> : <Archive />}
          onClick={() => void handleArchive()}
          disabled={archive.isPending}
        >
          {project.Archived ? "Unarchive" : "Archive"}
        </Button>
      )}
      {isEditing && (
        <ProjectFormDialog
          project={project}
          onClose={() => setIsEditing(false)}
          onSaved={() => setIsEditing(false)}
        />
      )}
    </Stack>
  );
};
