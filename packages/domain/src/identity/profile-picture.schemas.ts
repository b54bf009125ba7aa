import { z } from "zod";

/** POST Employee/UpdateEmployeeProfilePicture (portal-platform §7.3): EmpId and ImagePath. */
export const UpdateProfilePictureSchema = z.object({
  /** The caller's own employee id: a picture is only ever set on one's own profile. */
  EmpId: z.coerce.number<unknown>({ error: "EmpId is required" }).int().positive("EmpId is required"),
  /** The path Employee/UploadProfilePicture answered; null or empty removes the picture. */
  ImagePath: z.string().trim().max(500, "ImagePath is too long").nullable(),
});
export type UpdateProfilePictureRequest = z.infer<typeof UpdateProfilePictureSchema>;

export const UpdateProfilePictureReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  /** The picture now shown (null: the initials). */
  ProfilePicturePath: z.string().nullable(),
});
export type UpdateProfilePictureReply = z.infer<typeof UpdateProfilePictureReplySchema>;

export const UploadProfilePictureReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  /** The stored picture, 256 × 256, to pass as ImagePath. */
  ImagePath: z.string(),
});
export type UploadProfilePictureReply = z.infer<typeof UploadProfilePictureReplySchema>;

export const ProfilePictureQuerySchema = z.object({
  path: z.string().min(1, "path is required").max(500, "path is too long"),
});
