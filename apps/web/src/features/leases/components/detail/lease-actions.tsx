import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Stack } from "@mui/material";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Edit from "@mui/icons-material/Edit";
import {
  AccessRightType,
  LeaseStatus,
  LeaseTransitionResult,
  ModuleId,
  type LeaseDetail,
} from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useChangeLeaseStatus, useDeleteLease } from "../../api/write-lease.ts";
import { LeaseFormDialog } from "../form/lease-form-dialog.tsx";
import { LEASES_PATH } from "../lease-paths.ts";
import { LeaseStatusDialog } from "./lease-status-dialog.tsx";
import { leaseMoves, type LeaseMove } from "./lease-status-moves.ts";

export type LeaseActionsProps = { lease: LeaseDetail };

/**
 * What may be done to the lease now, for roles with Leases at read-write: the status moves its life cycle
 * allows (each confirmed, with an optional comment), Edit while it has not been terminated, Delete for a draft.
 */
export const LeaseActions = ({ lease }: LeaseActionsProps) => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const move = useChangeLeaseStatus();
  const remove = useDeleteLease();
  const [moving, setMoving] = useState<LeaseMove | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  if (!can(ModuleId.Leases, undefined, AccessRightType.ReadWrite)) return null;
  const moves = leaseMoves(lease.StatusId, lease.NextStatuses);
  const canEdit = lease.StatusId !== LeaseStatus.Terminated;

  const handleMove = async (target: LeaseMove, comment: string | null) => {
    try {
      const reply = await move.mutateAsync({ Id: lease.Id, StatusId: target.statusId, Comment: comment });
      const isMoved = reply.StatusCode === LeaseTransitionResult.StatusChange;
      showSnackbar({
        message: reply.StatusMessage,
        severity: isMoved ? "success" : "error",
        durationMs: 5_000,
      });
      if (isMoved) setMoving(null);
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  const handleDelete = async () => {
    const { confirmed } = await confirm({
      title: `Delete ${lease.LeaseNumber}?`,
      message: "The draft lease and its contacts will be deleted. This cannot be undone.",
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Id: lease.Id });
      const isDeleted = reply.StatusCode === LeaseTransitionResult.Successful;
      showSnackbar({
        message: reply.StatusMessage,
        severity: isDeleted ? "success" : "error",
        durationMs: 5_000,
      });
      if (isDeleted) navigate(LEASES_PATH);
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
      {moves.map((m) => (
        <Button
          key={m.statusId}
          variant={m.isDestructive ? "outlined" : "contained"}
          color={m.isDestructive ? "error" : "primary"}
          onClick={() => setMoving(m)}
        >
          {m.label}
        </Button>
      ))}
      {canEdit && (
        <Button variant="outlined" startIcon={<Edit />} onClick={() => setIsEditing(true)}>
          Edit
        </Button>
      )}
      {lease.CanDelete && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => void handleDelete()}
        >
          Delete
        </Button>
      )}
      {moving && (
        <LeaseStatusDialog
          leaseNumber={lease.LeaseNumber}
          move={moving}
          isBusy={move.isPending}
          onSubmit={(comment) => void handleMove(moving, comment)}
          onClose={() => setMoving(null)}
        />
      )}
      {isEditing && (
        <LeaseFormDialog
          lease={lease}
          onClose={() => setIsEditing(false)}
          onSaved={() => setIsEditing(false)}
        />
      )}
    </Stack>
  );
};
