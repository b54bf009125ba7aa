import { PROFILE_PICTURE } from "@fieldstead/domain";
import { sourceSquare, type Crop, type CropFrame } from "./crop-geometry.ts";

/** The cropped square drawn at the stored size (256 × 256) as a PNG file, ready to upload. */
export const renderCrop = (image: CanvasImageSource, frame: CropFrame, crop: Crop): Promise<File> => {
  const size = PROFILE_PICTURE.sizePx;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("The picture could not be prepared in this browser."));
  context.imageSmoothingQuality = "high";
  const square = sourceSquare(frame, crop);
  context.drawImage(image, square.sx, square.sy, square.size, square.size, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], "profile-picture.png", { type: "image/png" }));
      else reject(new Error("The picture could not be prepared in this browser."));
    }, "image/png"),
  );
};
