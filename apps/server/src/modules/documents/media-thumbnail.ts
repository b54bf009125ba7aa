import sharp from "sharp";

/**
 * Thumbnails fit in a 320 px square: sharp enough for a gallery tile on a 2x screen, small enough to load a page of
 * fifty at once. The spec names only the '_thumb' file name (portal-platform §9); the size is ours.
 */
export const THUMB_MAX_PX = 320;

/** Pictures that get a thumbnail. */
export const PICTURE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "tif", "svg", "bmp"]);

/** Formats sharp writes as they came; every other picture's thumbnail is a PNG. */
const SAME_FORMAT = {
  jpg: { format: "jpeg", type: "image/jpeg" },
  jpeg: { format: "jpeg", type: "image/jpeg" },
  png: { format: "png", type: "image/png" },
  gif: { format: "gif", type: "image/gif" },
  tif: { format: "tiff", type: "image/tiff" },
} as const;

/** The content type of a picture's thumbnail, from the picture's extension. */
export const thumbContentTypeOf = (extension: string): string =>
  SAME_FORMAT[extension as keyof typeof SAME_FORMAT]?.type ?? "image/png";

/** The extension of a picture's thumbnail as served: the picture's own, or png. */
export const thumbExtensionOf = (extension: string): string => (extension in SAME_FORMAT ? extension : "png");

/**
 * A picture's thumbnail, or null when sharp cannot read it (a BMP, a broken file): a missing thumbnail is
 * not a reason to refuse the upload. SVG is rendered from memory, so it cannot reach files beside it.
 */
export const makeThumbnail = async (input: string | Buffer, extension: string): Promise<Buffer | null> => {
  if (!PICTURE_EXTENSIONS.has(extension)) return null;
  const same = SAME_FORMAT[extension as keyof typeof SAME_FORMAT];
  try {
    const picture = sharp(input, { animated: false, limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMB_MAX_PX, THUMB_MAX_PX, { fit: "inside", withoutEnlargement: true });
    return await picture.toFormat(same?.format ?? "png").toBuffer();
  } catch {
    return null;
  }
};
