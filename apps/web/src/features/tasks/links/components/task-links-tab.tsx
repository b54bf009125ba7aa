import { useState } from "react";
import { Alert, Box, Button, CircularProgress, Stack } from "@mui/material";
import AddLinkIcon from "@mui/icons-material/AddLink";
import { AccessRightType, ModuleId, type TaskLinks } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { confirm } from "../../../../lib/confirm.ts";
import { formatDate } from "../../../../lib/format.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useTaskLinks } from "../api/get-task-links.ts";
import { useRemoveTaskLink } from "../api/remove-task-link.ts";
import { TaskLinkDialog } from "./task-link-dialog.tsx";
import { assetDetailPath } from "./task-link-paths.ts";
import { TaskLinkedTable, type LinkedRecord } from "./task-linked-table.tsx";
import { taskDetailPath } from "../../components/task-paths.ts";
import { TaskStatusChip } from "../../status/components/task-status-chip.tsx";

export type TaskLinksTabProps = { taskId: number; workOrderNumber: string };

const linkedOn = (at: string, by: string | null) => (by ? `${formatDate(at)} by ${by}` : formatDate(at));

const workOrderRows = (links: TaskLinks): LinkedRecord[] =>
  links.Tasks.map((t) => ({
    linkId: t.LinkId,
    to: taskDetailPath(t.TaskId),
    label: t.WorkOrderNumber,
    cells: [
      t.Summary,
      <TaskStatusChip key="status" statusId={t.StatusId} />,
      linkedOn(t.LinkedAt, t.LinkedByName),
    ],
  }));

const assetRows = (links: TaskLinks): LinkedRecord[] =>
  links.Assets.map((a) => ({
    linkId: a.LinkId,
    to: assetDetailPath(a.AssetId),
    label: a.AssetTag,
    cells: [a.Name, a.Category, linkedOn(a.LinkedAt, a.LinkedByName)],
  }));

/** The work orders linked with this one (made on either) and its assets; adding and removing with the link right. */
export const TaskLinksTab = ({ taskId, workOrderNumber }: TaskLinksTabProps) => {
  const links = useTaskLinks(taskId);
  const remove = useRemoveTaskLink();
  const { can } = useModuleAccess();
  const [isAdding, setIsAdding] = useState(false);
  const canLink = can(ModuleId.TaskLink, ModuleId.TaskOperations, AccessRightType.ReadWrite);
  const canPickAssets = can(ModuleId.FixedAssets, undefined, AccessRightType.ReadOnly);

  const handleRemove = async (row: LinkedRecord) => {
    const { confirmed } = await confirm({
      title: "Remove link?",
      message: `${workOrderNumber} will no longer be linked to ${row.label}.`,
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ LinkId: row.linkId });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  if (links.isPending) return <CircularProgress aria-label="Loading links" />;
  if (links.isError) return <Alert severity="error">{messageOf(links.error)}</Alert>;
  const onRemove = canLink ? (row: LinkedRecord) => void handleRemove(row) : undefined;
  return (
    <Stack spacing={2.5}>
      {canLink && (
        <Box>
          <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={() => setIsAdding(true)}>
            Add link
          </Button>
        </Box>
      )}
      <PaperSection title="Linked work orders">
        <TaskLinkedTable
          label="Linked work orders"
          headers={["Work order", "Summary", "Status", "Linked"]}
          rows={workOrderRows(links.data)}
          emptyText="No work orders are linked with this one."
          onRemove={onRemove}
          isRemoving={remove.isPending}
        />
      </PaperSection>
      <PaperSection title="Linked assets">
        <TaskLinkedTable
          label="Linked assets"
          headers={["Asset tag", "Name", "Category", "Linked"]}
          rows={assetRows(links.data)}
          emptyText="No assets are linked with this work order."
          onRemove={onRemove}
          isRemoving={remove.isPending}
        />
      </PaperSection>
      {isAdding && (
        <TaskLinkDialog
          taskId={taskId}
          workOrderNumber={workOrderNumber}
          canPickAssets={canPickAssets}
          onClose={() => setIsAdding(false)}
        />
      )}
    </Stack>
  );
};
