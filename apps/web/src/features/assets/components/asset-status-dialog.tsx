import { useState } from "react";
import { Alert, MenuItem, TextField, Typography } from "@mui/material";
import { AssetStatus, type AssetStatusId } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useUpdateAssetStatus } from "../api/update-asset-status.ts";
import { STATUS_LABELS } from "../asset-labels.ts";

export type AssetStatusDialogProps = {
  assets: readonly { Id: number; AssetTag: string; StatusId: AssetStatusId }[];
  onClose: () => void;
  onChanged: () => void;
};

/** 'Change status' for one asset or several, with a comment kept in each asset's history. */
export const AssetStatusDialog = ({ assets, onClose, onChanged }: AssetStatusDialogProps) => {
  const first = assets[0]?.StatusId ?? AssetStatus.Active;
  const [statusId, setStatusId] = useState<AssetStatusId>(first);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAssetStatus();
  const handleSave = async () => {
    setError(null);
    try {
      const reply = await update.mutateAsync({
        Ids: assets.map((a) => a.Id),
        StatusId: statusId,
        Comment: comment.trim() || null,
      });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onChanged();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <FormDialog
      title="Change status"
      titleId="asset-status-title"
      onClose={onClose}
      maxWidth="xs"
      onConfirm={() => void handleSave()}
      submitLabel="Save"
      isBusy={update.isPending}
    >
      <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {assets.length === 1 ? assets[0]?.AssetTag : `${assets.length} assets`}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        select
        label="Status"
        value={statusId}
        onChange={(event) => setStatusId(Number(event.target.value) as AssetStatusId)}
      >
        {(Object.values(AssetStatus) as AssetStatusId[]).map((id) => (
          <MenuItem key={id} value={id}>
            {STATUS_LABELS[id]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        helperText="Kept in the history of each asset."
      />
    </FormDialog>
  );
};
