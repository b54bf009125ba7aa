/**
 * The square crop of a picture, as the cropper shows it: the picture scaled to cover a square view (zoom 1)
 * or more, and moved so the view never shows anything beyond its edges.
 */
export type CropFrame = { width: number; height: number; view: number };
/** zoom ≥ 1; x and y: where the picture's top-left corner sits in the view (≤ 0). */
export type Crop = { zoom: number; x: number; y: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** View pixels per picture pixel. */
export const scaleOf = (frame: CropFrame, zoom: number): number =>
  (frame.view / Math.min(frame.width, frame.height)) * zoom;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The crop moved back inside the picture: the view stays covered. */
export const clampCrop = (frame: CropFrame, crop: Crop): Crop => {
  const zoom = clampZoom(crop.zoom);
  const scale = scaleOf(frame, zoom);
  const clamp = (value: number, size: number) => Math.min(0, Math.max(frame.view - size * scale, value));
  return { zoom, x: clamp(crop.x, frame.width), y: clamp(crop.y, frame.height) };
};

/** The middle of the picture at zoom 1. */
export const centredCrop = (frame: CropFrame): Crop => {
  const scale = scaleOf(frame, 1);
  return { zoom: 1, x: (frame.view - frame.width * scale) / 2, y: (frame.view - frame.height * scale) / 2 };
};

/** Zooms keeping the view's centre on the same point of the picture. */
export const zoomCrop = (frame: CropFrame, crop: Crop, nextZoom: number): Crop => {
  const before = scaleOf(frame, crop.zoom);
  const after = scaleOf(frame, clampZoom(nextZoom));
  const half = frame.view / 2;
  const centreX = (half - crop.x) / before;
  const centreY = (half - crop.y) / before;
  return clampCrop(frame, { zoom: nextZoom, x: half - centreX * after, y: half - centreY * after });
};

export const moveCrop = (frame: CropFrame, crop: Crop, dx: number, dy: number): Crop =>
  clampCrop(frame, { ...crop, x: crop.x + dx, y: crop.y + dy });

/** The square of the picture (in its own pixels) the view shows, to draw into the saved picture. */
export const sourceSquare = (frame: CropFrame, crop: Crop): { sx: number; sy: number; size: number } => {
  const scale = scaleOf(frame, crop.zoom);
  // The corner never lies right of or below the view's (x, y ≤ 0); max() also turns -0 into 0.
  return { sx: Math.max(0, -crop.x / scale), sy: Math.max(0, -crop.y / scale), size: frame.view / scale };
};
