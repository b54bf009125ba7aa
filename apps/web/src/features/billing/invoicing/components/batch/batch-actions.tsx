import { Button, Stack } from "@mui/material";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import FolderZip from "@mui/icons-material/FolderZip";
import {
  BatchAction,
  BatchStatus,
  ModuleId,
  type BatchActionValue,
  type BatchDetail,
} from "@fieldstead/domain";
import { CommentDialog } from "../../../../../components/ui/comment-dialog.tsx";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { useBatchActions } from "../../hooks/use-batch-actions.ts";
import { REJECT_COMMENT_MAX, REJECT_COMMENT_REQUIRED } from "./batch-moves.ts";

export type BatchActionsProps = { batch: BatchDetail };

/**
 * What may be done to the batch now: the moves the server offers this person (its Actions), regenerate and
 * carry arrears on a draft, delete a draft, download the numbered invoices. A locked batch offers nothing that
 * writes.
 */
export const BatchActions = ({ batch }: BatchActionsProps) => {
  const { can } = useModuleAccess();
  const act = useBatchActions(batch);
  const isLocked = batch.StatusId === BatchStatus.Locked;
  const isDraft = batch.StatusId === BatchStatus.Draft;
  const moves = isLocked ? [] : batch.Actions;
  const canDelete = isDraft && can(ModuleId.BillingDraft, ModuleId.Billing);

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }} aria-label="Batch actions">
      {moves.map((m) => (
        <Button
          key={m.Action}
          variant={m.Action === BatchAction.Reject ? "outlined" : "contained"}
          color={m.Action === BatchAction.Reject ? "error" : "primary"}
          disabled={act.isBusy}
          onClick={() => void act.startMove(m.Action as BatchActionValue, m.Label)}
        >
          {m.Label}
        </Button>
      ))}
      {!isLocked && batch.CanRegenerate && (
        <Button variant="outlined" disabled={act.isBusy} onClick={() => void act.regenerate()}>
          Regenerate
        </Button>
      )}
      {!isLocked && batch.CanUpdateArrears && (
        <Button variant="outlined" disabled={act.isBusy} onClick={() => void act.updateArrears()}>
          Update arrears
        </Button>
      )}
      {canDelete && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutline />}
          disabled={act.isBusy}
          onClick={() => void act.deleteBatch()}
        >
          Delete batch
        </Button>
      )}
      {batch.CanDownload && (
        <Button
          variant="outlined"
          startIcon={<FolderZip />}
          loading={act.isDownloading}
          onClick={() => void act.download()}
        >
          Download all (zip)
        </Button>
      )}
      <CommentDialog
        isOpen={act.isRejecting}
        title={`Reject ${batch.BatchNumber}`}
        titleId="reject-batch-title"
        submitLabel="Reject"
        submitColor="error"
        requiredMessage={REJECT_COMMENT_REQUIRED}
        maxLength={REJECT_COMMENT_MAX}
        isBusy={act.isBusy}
        onSubmit={(comment) => void act.reject(comment)}
        onClose={act.stopRejecting}
      />
    </Stack>
  );
};
