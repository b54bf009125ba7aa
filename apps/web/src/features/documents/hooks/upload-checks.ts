import {
  extensionOf,
  extensionsFor,
  formatFileSize,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILE_MB,
  UPLOAD_MAX_FILES,
} from "@fieldstead/domain";

/** Every extension an upload may have (the Misc category takes all lists). */
export const ALLOWED_EXTENSIONS = extensionsFor(0);
/** The file picker's `accept`: '.jpg,.jpeg,…'. */
export const UPLOAD_ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(",");

type Candidate = Pick<File, "name" | "size">;

/**
 * Why the chosen files cannot be sent, or null when they can: the limits of portal-platform §9, checked
 * before a byte is sent (the server checks again, and also looks at each file's content).
 */
export const uploadRefusal = (files: readonly Candidate[]): string | null => {
  if (files.length === 0) return "Choose at least one file.";
  if (files.length > UPLOAD_MAX_FILES)
    return `At most ${UPLOAD_MAX_FILES} files can be uploaded at a time; ${files.length} were chosen.`;
  const tooLarge = files.find((file) => file.size > UPLOAD_MAX_FILE_BYTES);
  if (tooLarge)
    return `'${tooLarge.name}' is ${formatFileSize(tooLarge.size)}; a file can be at most ${UPLOAD_MAX_FILE_MB} MB.`;
  const unknownType = files.find((file) => !ALLOWED_EXTENSIONS.includes(extensionOf(file.name)));
  if (unknownType) return `'${unknownType.name}' is not a file type that can be uploaded.`;
  return null;
};
