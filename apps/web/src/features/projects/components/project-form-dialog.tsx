import { useState } from "react";
import { MenuItem, Stack, TextField } from "@mui/material";
import {
  CreateProjectSchema,
  ProjectStatus,
  type LocationOption,
  type ProjectDetail,
  type ProjectManagerOption,
  type ProjectStatusValue,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { issuesByField, refusalByField } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { searchProjectLocations, searchProjectManagers } from "../api/search-project-pickers.ts";
import { useCreateProject, useUpdateProject } from "../api/write-project.ts";

export type ProjectFormDialogProps = {
  /** The project to edit; absent: a new one. */
  project?: ProjectDetail;
  onClose: () => void;
  onSaved: (project: ProjectDetail) => void;
};

type Values = {
  Code: string;
  Name: string;
  Description: string;
  Status: ProjectStatusValue;
  StartDate: string;
  EndDate: string;
};

const placeOf = (p: ProjectDetail): LocationOption | null =>
  p.LocationId === null
    ? null
    : {
        Id: p.LocationId,
        Code: "",
        Name: p.LocationName ?? "",
        LevelId: 1,
        Path: "",
        IsWarehouse: false,
        Status: "",
      };
const managerOf = (p: ProjectDetail): ProjectManagerOption | null =>
  p.ManagerId === null ? null : { Id: p.ManagerId, Name: p.ManagerName ?? "", Email: "" };

/** Creates a project or changes one; the same schema as the server checks it (the end never before the start). */
export const ProjectFormDialog = ({ project, onClose, onSaved }: ProjectFormDialogProps) => {
  const create = useCreateProject();
  const update = useUpdateProject();
  const [values, setValues] = useState<Values>({
    Code: project?.Code ?? "",
    Name: project?.Name ?? "",
    Description: project?.Description ?? "",
    Status: (project?.Status as ProjectStatusValue | undefined) ?? ProjectStatus.Active,
    StartDate: project?.StartDate ?? "",
    EndDate: project?.EndDate ?? "",
  });
  const [place, setPlace] = useState<LocationOption | null>(project ? placeOf(project) : null);
  const [manager, setManager] = useState<ProjectManagerOption | null>(project ? managerOf(project) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesPrompt(isDirty);
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIsDirty(true);
  };

  const handleSave = async () => {
    const body = { ...values, LocationId: place?.Id ?? null, ManagerId: manager?.Id ?? null };
    const checked = CreateProjectSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = project
        ? await update.mutateAsync({ Id: project.Id, ...body })
        : await create.mutateAsync(body);
      setIsDirty(false);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved(reply.Project);
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  const text = (field: keyof Values, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...extra}
    />
  );
  const day = { type: "date", slotProps: { inputLabel: { shrink: true } }, sx: { flex: 1 } };

  return (
    <FormDialog
      title={project ? "Edit project" : "Create project"}
      titleId="project-form-title"
      onClose={onClose}
      isFullScreenOnMobile
      hasDividers
      error={errors.form}
      onConfirm={() => void handleSave()}
      submitLabel={project ? "Save changes" : "Create project"}
      isBusy={create.isPending || update.isPending}
    >
      {text("Code", "Code", { required: true })}
      {text("Name", "Name", { required: true })}
      {text("Status", "Status", {
        select: true,
        children: Object.values(ProjectStatus).map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        )),
      })}
      <AsyncAutocomplete<LocationOption>
        label="Location"
        name="Location"
        queryKey={["projects", "locations"]}
        fetchOptions={searchProjectLocations}
        value={place}
        onChange={(v) => {
          setPlace(v);
          setIsDirty(true);
        }}
        getOptionLabel={(o) => (o.Code ? `${o.Name} (${o.Code})` : o.Name)}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Path}
        error={errors.LocationId}
      />
      <AsyncAutocomplete<ProjectManagerOption>
        label="Manager"
        name="Manager"
        queryKey={["projects", "managers"]}
        fetchOptions={searchProjectManagers}
        value={manager}
        onChange={(v) => {
          setManager(v);
          setIsDirty(true);
        }}
        getOptionLabel={(o) => o.Name}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Email}
        error={errors.ManagerId}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {text("StartDate", "Start date", day)}
        {text("EndDate", "End date", day)}
      </Stack>
      {text("Description", "Description", { multiline: true, minRows: 2 })}
    </FormDialog>
  );
};
