import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Box, Slider, Stack, Typography } from "@mui/material";
import ZoomInOutlined from "@mui/icons-material/ZoomInOutlined";
import ZoomOutOutlined from "@mui/icons-material/ZoomOutOutlined";
import {
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  scaleOf,
  zoomCrop,
  type Crop,
  type CropFrame,
} from "./crop-geometry.ts";

/** The cropper's view, in CSS pixels: fits a phone 390 px wide with the dialog's padding. */
export const CROP_VIEW_PX = 280;
const KEY_STEP_PX = 10;

export type ImageCropperProps = {
  image: HTMLImageElement;
  crop: Crop;
  onChange: (crop: Crop) => void;
};

export const cropFrameOf = (image: HTMLImageElement): CropFrame => ({
  width: image.naturalWidth,
  height: image.naturalHeight,
  view: CROP_VIEW_PX,
});

/** Draws the picture as cropped, with the round avatar's outline over it. */
const draw = (canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop) => {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = CROP_VIEW_PX * ratio;
  canvas.height = CROP_VIEW_PX * ratio;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const scale = scaleOf(cropFrameOf(image), crop.zoom);
  context.clearRect(0, 0, CROP_VIEW_PX, CROP_VIEW_PX);
  context.drawImage(image, crop.x, crop.y, image.naturalWidth * scale, image.naturalHeight * scale);
  // Outside the circle shows dimmed: the header shows the picture round.
  context.fillStyle = "rgba(0, 0, 0, 0.45)";
  context.beginPath();
  context.rect(0, 0, CROP_VIEW_PX, CROP_VIEW_PX);
  context.arc(CROP_VIEW_PX / 2, CROP_VIEW_PX / 2, CROP_VIEW_PX / 2, 0, Math.PI * 2, true);
  context.fill();
};

/** A square cropper: drag the picture (or use the arrow keys) and zoom with the slider. */
export const ImageCropper = ({ image, crop, onChange }: ImageCropperProps) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragRef = useRef<{ x: number; y: number } | null>(null);
  const frame = cropFrameOf(image);

  useEffect(() => {
    if (canvasRef.current) draw(canvasRef.current, image, crop);
  }, [image, crop]);

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = dragRef.current;
    if (!last) return;
    dragRef.current = { x: event.clientX, y: event.clientY };
    onChange(moveCrop(frame, crop, event.clientX - last.x, event.clientY - last.y));
  };
  const handlePointerUp = () => {
    dragRef.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP_PX, 0],
      ArrowRight: [-KEY_STEP_PX, 0],
      ArrowUp: [0, KEY_STEP_PX],
      ArrowDown: [0, -KEY_STEP_PX],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(moveCrop(frame, crop, move[0], move[1]));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: "center" }}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label="Picture to crop: drag to move it, or use the arrow keys"
        tabIndex={0}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onKeyDown={handleKeyDown}
        sx={{
          width: CROP_VIEW_PX,
          height: CROP_VIEW_PX,
          borderRadius: 1,
          cursor: "grab",
          touchAction: "none",
          bgcolor: "grey.200",
          "&:focus-visible": { outline: 3, outlineColor: "primary.main", outlineOffset: 2 },
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", width: CROP_VIEW_PX }}>
        <ZoomOutOutlined fontSize="small" aria-hidden />
        <Slider
          aria-label="Zoom"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.02}
          value={crop.zoom}
          onChange={(_event, value) => onChange(zoomCrop(frame, crop, value as number))}
        />
        <ZoomInOutlined fontSize="small" aria-hidden />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Drag the picture to place it, and zoom in as needed.
      </Typography>
    </Stack>
  );
};
