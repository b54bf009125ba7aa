import { Alert, Button, Stack, Typography } from "@mui/material";

export type SettingsSaveBarProps = {
  changeCount: number;
  isSaving: boolean;
  /** The server's refusal of the last save. */
  refusal: string | null;
  onSave: () => void;
  onDiscard: () => void;
};

/** Save and Discard for a settings page, with how many rows have unsaved changes. */
export const SettingsSaveBar = ({
  changeCount,
  isSaving,
  refusal,
  onSave,
  onDiscard,
}: SettingsSaveBarProps) => (
  <Stack spacing={1.5} sx={{ mt: 2 }}>
    {refusal && <Alert severity="error">{refusal}</Alert>}
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "flex-end" }}>
      <Typography variant="body2" sx={{ color: "text.secondary", mr: "auto" }} aria-live="polite">
        {changeCount === 0
          ? "No unsaved changes."
          : `${changeCount} ${changeCount === 1 ? "notification has" : "notifications have"} unsaved changes.`}
      </Typography>
      <Button onClick={onDiscard} disabled={changeCount === 0 || isSaving}>
        Discard changes
      </Button>
      <Button variant="contained" onClick={onSave} disabled={changeCount === 0 || isSaving}>
        Save
      </Button>
    </Stack>
  </Stack>
);
