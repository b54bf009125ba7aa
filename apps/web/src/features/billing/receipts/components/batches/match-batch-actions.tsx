import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { BatchAction, type MatchBatchDetail } from "@fieldstead/domain";
import { confirm } from "../../../../../lib/confirm.ts";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useMoveMatchBatch } from "../../api/move-match-batch.ts";
import { RejectBatchDialog } from "./reject-batch-dialog.tsx";

export type MatchBatchActionsProps = { batch: MatchBatchDetail };

type Move = MatchBatchDetail["Actions"][number];

/**
 * The moves this person may take on the batch now, as the server lists them (the batch's state and their
 * rights): Reject asks why, Lock asks for confirmation (a locked batch never changes), the others move at once.
 */
export const MatchBatchActions = ({ batch }: MatchBatchActionsProps) => {
  const move = useMoveMatchBatch();
  const [rejecting, setRejecting] = useState<Move | null>(null);
  if (batch.Actions.length === 0) return null;

  const send = async (action: Move, comment: string | null) => {
    try {
      const reply = await move.mutateAsync({ Id: batch.Id, Action: action.Action, Comment: comment });
      showSnackbar({
        message: reply.StatusMessage || `${action.Label}: done.`,
        severity: "success",
        durationMs: 5_000,
      });
      setRejecting(null);
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  const handleClick = async (action: Move) => {
    if (action.Action === BatchAction.Reject) {
      setRejecting(action);
      return;
    }
    if (action.Action === BatchAction.Lock) {
      const { confirmed } = await confirm({
        title: `${action.Label} ${batch.BatchNumber}?`,
        message: "A locked batch can no longer change: its matches stand for good.",
        icon: "warning",
        yesLabel: action.Label,
        noLabel: "Cancel",
      });
      if (!confirmed) return;
    }
    await send(action, null);
  };

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
      {batch.Actions.map((action) => {
        const isReject = action.Action === BatchAction.Reject;
        return (
          <Button
            key={action.Action}
            variant={isReject ? "outlined" : "contained"}
            color={isReject ? "error" : "primary"}
            disabled={move.isPending}
            onClick={() => void handleClick(action)}
          >
            {action.Label}
          </Button>
        );
      })}
      {rejecting && (
        <RejectBatchDialog
          batchNumber={batch.BatchNumber}
          label={rejecting.Label}
          isBusy={move.isPending}
          onSubmit={(comment) => void send(rejecting, comment)}
          onClose={() => setRejecting(null)}
        />
      )}
    </Stack>
  );
};
