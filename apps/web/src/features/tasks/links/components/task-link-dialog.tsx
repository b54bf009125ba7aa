import { useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { AddTaskLinkSchema, type AssetListRow, type TaskListRow } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { issuesByField, refusalByField } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useAddTaskLink } from "../api/add-task-link.ts";
import { searchLinkAssets, searchLinkWorkOrders } from "../api/search-link-targets.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

type Target = "task" | "asset";

export type TaskLinkDialogProps = {
  taskId: number;
  workOrderNumber: string;
  /** Whether the caller may search the fixed assets (the asset list's right). */
  canPickAssets: boolean;
  onClose: () => void;
};

/** Links the task to another work order (found by number or summary) or to an asset (by tag or name). */
export const TaskLinkDialog = ({ taskId, workOrderNumber, canPickAssets, onClose }: TaskLinkDialogProps) => {
  const add = useAddTaskLink();
  const [target, setTarget] = useState<Target>("task");
  const [workOrder, setWorkOrder] = useState<TaskListRow | null>(null);
  const [asset, setAsset] = useState<AssetListRow | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSave = async () => {
    const body =
      target === "task"
        ? { TaskId: taskId, LinkedTaskId: workOrder?.Id }
        : { TaskId: taskId, AssetId: asset?.Id };
    const checked = AddTaskLinkSchema.safeParse(body);
    if (!checked.success) {
      const found = issuesByField(checked.error.issues);
      // Nothing picked: the message belongs beside the picker that is showing.
      setErrors(target === "asset" && found.LinkedTaskId ? { AssetId: "Choose an asset to link." } : found);
      return;
    }
    setErrors({});
    try {
      const reply = await add.mutateAsync(body);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  return (
    <FormDialog
      title={`Link ${workOrderNumber}`}
      titleId="task-link-title"
      onClose={onClose}
      isFullScreenOnMobile
      error={errors.form ?? errors.TaskId}
      onConfirm={() => void handleSave()}
      submitLabel="Add link"
      isBusy={add.isPending}
    >
      {canPickAssets && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={target}
          aria-label="Link to"
          onChange={(_event, next: Target | null) => {
            if (next === null) return;
            setTarget(next);
            setErrors({});
          }}
        >
          <ToggleButton value="task">Work order</ToggleButton>
          <ToggleButton value="asset">Asset</ToggleButton>
        </ToggleButtonGroup>
      )}
      {target === "task" ? (
        <AsyncAutocomplete<TaskListRow>
          label="Work order"
          name="LinkedTaskId"
          queryKey={[...TASKS_KEY, "link-picker", taskId]}
          fetchOptions={async (search) => (await searchLinkWorkOrders(search)).filter((t) => t.Id !== taskId)}
          value={workOrder}
          onChange={setWorkOrder}
          getOptionLabel={(t) => `${t.WorkOrderNumber} – ${t.Summary}`}
          getOptionKey={(t) => t.Id}
          renderDetail={(t) => [t.StatusName, t.LocationName].filter(Boolean).join(" · ")}
          helperText="Search by number or summary"
          error={errors.LinkedTaskId}
          isRequired
        />
      ) : (
        <AsyncAutocomplete<AssetListRow>
          label="Asset"
          name="AssetId"
          queryKey={[...TASKS_KEY, "asset-link-picker"]}
          fetchOptions={searchLinkAssets}
          value={asset}
          onChange={setAsset}
          getOptionLabel={(a) => `${a.AssetTag} – ${a.Name}`}
          getOptionKey={(a) => a.Id}
          renderDetail={(a) => [a.Category, a.LocationName].filter(Boolean).join(" · ")}
          helperText="Search by tag or name"
          error={errors.AssetId}
          isRequired
        />
      )}
    </FormDialog>
  );
};
