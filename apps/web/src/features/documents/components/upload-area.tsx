import { useRef, useState, type DragEvent } from "react";
import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES, type UploadTarget } from "@fieldstead/domain";
import { UPLOAD_ACCEPT } from "../hooks/upload-checks.ts";
import { useMediaUpload } from "../hooks/use-media-upload.ts";

export type UploadAreaProps = {
  target: Pick<UploadTarget, "EntityType" | "EntityId">;
  /** Nothing can be sent (a full gallery): the button is off and the drop zone ignores files. */
  isDisabled?: boolean;
  onUploaded?: () => void;
};

/**
 * "Upload" with a file picker (several files, the allowed types) and a drop zone, the progress while the
 * files are sent, and why an upload was refused.
 */
export const UploadArea = ({ target, isDisabled = false, onUploaded }: UploadAreaProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const { percent, error, clearError, confirmation, clearConfirmation, upload } = useMediaUpload(
    target,
    onUploaded,
  );
  const isBusy = percent !== null;
  const isOff = isDisabled || isBusy;

  const send = (list: FileList | null) => {
    if (list) void upload(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isOff) send(event.dataTransfer.files);
  };

  return (
    <Stack spacing={1.5}>
      <Box
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!isOff) setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        sx={{
          border: 1,
          borderStyle: "dashed",
          borderColor: isOver ? "primary.main" : "divider",
          bgcolor: isOver ? "action.hover" : "transparent",
          borderRadius: 1,
          p: 1.5,
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={isOff}
          onClick={() => input.current?.click()}
        >
          Upload
        </Button>
        <Typography variant="body2" color="text.secondary">
          Or drop files here: up to {UPLOAD_MAX_FILES} at a time, {UPLOAD_MAX_FILE_MB} MB each.
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={UPLOAD_ACCEPT}
          aria-label="Files to upload"
          data-testid="upload-input"
          onChange={(event) => {
            send(event.target.files);
            // The same file can be picked again after a refusal.
            event.target.value = "";
          }}
        />
      </Box>
      {isBusy && (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={percent}
            sx={{ flex: 1 }}
            aria-label="Upload progress"
          />
          <Typography variant="body2">{percent}%</Typography>
        </Stack>
      )}
      {confirmation && !isBusy && (
        <Alert severity="success" role="status" onClose={clearConfirmation} sx={{ overflowWrap: "anywhere" }}>
          {confirmation}
        </Alert>
      )}
      {error && (
        <Alert severity="error" onClose={clearError}>
          {error}
        </Alert>
      )}
    </Stack>
  );
};
