import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Button, Stack, Typography } from "@mui/material";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import { PROFILE_PICTURE } from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSaveProfilePicture } from "../api/update-profile-picture.ts";
import { centredCrop, type Crop } from "./crop-geometry.ts";
import { ImageCropper, cropFrameOf } from "./image-cropper.tsx";
import { renderCrop } from "./render-crop.ts";

const ACCEPTED_TYPES = ["image/jpeg", "image/png"];
const MAX_MB = PROFILE_PICTURE.maxUploadBytes / (1024 * 1024);

export type ProfilePictureDialogProps = { onClose: () => void };

/** 'Change picture': choose a JPEG or PNG, crop it to a square, save it as the profile picture. */
export const ProfilePictureDialog = ({ onClose }: ProfilePictureDialogProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<{ image: HTMLImageElement; url: string } | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfilePicture();
  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return setError("Choose a JPEG or PNG picture.");
    if (file.size > PROFILE_PICTURE.maxUploadBytes)
      return setError(`The picture is larger than the ${MAX_MB} MB limit.`);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setError(null);
      setPicture({ image, url });
      setCrop(centredCrop(cropFrameOf(image)));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setError("This file could not be read as a picture.");
    };
    image.src = url;
  };

  const handleSave = async () => {
    if (!picture || !crop) return;
    setError(null);
    try {
      await save.mutateAsync(await renderCrop(picture.image, cropFrameOf(picture.image), crop));
      showSnackbar({ message: "Your picture has been saved.", severity: "success", durationMs: 5_000 });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const chooseButton = (
    <Button
      variant={picture ? "text" : "outlined"}
      startIcon={<PhotoCameraOutlined />}
      onClick={() => inputRef.current?.click()}
    >
      {picture ? "Choose another picture" : "Choose a picture"}
    </Button>
  );
  return (
    <FormDialog
      title="Change picture"
      titleId="profile-picture-title"
      onClose={onClose}
      onConfirm={() => void handleSave()}
      submitLabel="Save picture"
      isSubmitDisabled={!picture}
      isBusy={save.isPending}
      error={error}
      isFullScreenOnMobile
      maxWidth="xs"
    >
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES.join(",")}
        hidden
        aria-label="Picture file"
        onChange={handleFile}
      />
      {picture && crop ? (
        <ImageCropper image={picture.image} crop={crop} onChange={setCrop} />
      ) : (
        <Typography color="text.secondary">
          A JPEG or PNG picture of up to {MAX_MB} MB. You crop it to a square next; others see it round, at
          the top of the page and beside your name.
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: "center" }}>
        {chooseButton}
      </Stack>
    </FormDialog>
  );
};
