import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { confirm } from "../../../../lib/confirm.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSaveProfilePicture } from "../api/update-profile-picture.ts";
import { ProfilePictureDialog } from "./profile-picture-dialog.tsx";

export type ProfilePictureButtonsProps = { hasPicture: boolean };

/** 'Change picture', and 'Remove picture' (back to the initials) when there is one. */
export const ProfilePictureButtons = ({ hasPicture }: ProfilePictureButtonsProps) => {
  const [isOpen, setOpen] = useState(false);
  const save = useSaveProfilePicture();

  const handleRemove = async () => {
    const { confirmed } = await confirm({
      title: "Remove picture?",
      message: "Your initials will show instead of your picture.",
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Keep it",
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync(null);
      showSnackbar({ message: "Your picture has been removed.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
      <Button size="small" onClick={() => setOpen(true)}>
        Change picture
      </Button>
      {hasPicture && (
        <Button size="small" color="inherit" disabled={save.isPending} onClick={() => void handleRemove()}>
          Remove picture
        </Button>
      )}
      {isOpen && <ProfilePictureDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
};
