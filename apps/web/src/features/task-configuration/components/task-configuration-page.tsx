import { useMemo, useState } from "react";
import { Alert, Box, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type SetTransitionInput } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { useModuleAccess } from "../../permissions/index.ts";
import { useTransitionMatrix } from "../api/get-transition-matrix.ts";
import { useSetTransition } from "../api/set-transition.ts";
import { TASK_TYPE_OPTIONS, useDefaultTaskType } from "../hooks/use-default-task-type.ts";
import {
  filterBlocks,
  realRoles,
  transitionBlocks,
  type TransitionBlock,
} from "../transition-matrix.view.ts";
import { TransitionMatrixTable } from "./transition-matrix-table.tsx";

/** /TaskConfigurationManagement: which role may move a task of a type from one status to another. */
export const TaskConfigurationPage = () => {
  const [picked, setPicked] = useState<number | null>(null);
  const [filter, setFilter] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const fallback = useDefaultTaskType(picked === null);
  const taskTypeId = picked ?? fallback.data ?? null;
  const matrix = useTransitionMatrix(taskTypeId);
  const { can } = useModuleAccess();
  const canEdit = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const setTransition = useSetTransition({ onRefused: setRefusal });
  const blocks = useMemo(() => (matrix.data ? transitionBlocks(matrix.data) : []), [matrix.data]);
  const shown = filterBlocks(blocks, filter);

  const handleToggle = (block: TransitionBlock, roleId: number, isEnabled: boolean) => {
    if (taskTypeId === null) return;
    setRefusal(null);
    setTransition.mutate({
      TaskTypeId: taskTypeId,
      FromStatusId: block.FromStatusId,
      ToStatusId: block.ToStatusId,
      RoleId: roleId,
      IsEnabled: isEnabled,
    } as SetTransitionInput);
  };

  const failure = fallback.error ?? matrix.error;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Task Configuration" }]} />
      <PageHeading spacing={1}>Task Configuration</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Changes apply to the next status move.
      </Typography>
      <PaperSection title="Status transitions">
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            id="task-type"
            label="Task type"
            size="small"
            value={taskTypeId ?? ""}
            onChange={(event) => setPicked(Number(event.target.value))}
            sx={{ minWidth: 240 }}
          >
            {TASK_TYPE_OPTIONS.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Find a status"
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Stack>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Your role may look at these rules but not change them.
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {failure ? (
          <Alert severity="error">{failure.message}</Alert>
        ) : !matrix.data ? (
          <PageLoader />
        ) : blocks.length === 0 ? (
          <Typography color="text.secondary">This task type has no status transitions.</Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">No transition has a status matching "{filter}".</Typography>
        ) : (
          <TransitionMatrixTable
            blocks={shown}
            roles={realRoles(matrix.data)}
            canEdit={canEdit}
            onToggle={handleToggle}
          />
        )}
      </PaperSection>
    </Box>
  );
};
