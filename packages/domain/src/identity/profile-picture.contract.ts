import { defineContract, rawReply } from "../shared/contract.ts";
import {
  ProfilePictureQuerySchema,
  UpdateProfilePictureReplySchema,
  UpdateProfilePictureSchema,
  UploadProfilePictureReplySchema,
} from "./profile-picture.schemas.ts";

const SESSION = { kind: "session" } as const;

/** Multipart, one picture (JPEG or PNG, 5 MB): checked by its content and stored re-encoded at 256 × 256. */
export const UploadProfilePictureContract = defineContract({
  method: "POST",
  path: "/Employee/UploadProfilePicture",
  summary:
    "Uploads a picture for the caller's profile (multipart, one JPEG or PNG up to 5 MB); answers the ImagePath to set.",
  tag: "Employee",
  access: SESSION,
  reply: UploadProfilePictureReplySchema,
});

export const UpdateEmployeeProfilePictureContract = defineContract({
  method: "POST",
  path: "/Employee/UpdateEmployeeProfilePicture",
  summary:
    "Sets the caller's profile picture to a picture they uploaded (EmpId must be the caller's own); a null ImagePath removes it.",
  tag: "Employee",
  access: SESSION,
  body: UpdateProfilePictureSchema,
  reply: UpdateProfilePictureReplySchema,
});

export const GetProfilePictureContract = defineContract({
  method: "GET",
  path: "/Employee/ProfilePicture",
  summary: "A profile picture of the caller's organisation, by its path (ProfilePicturePath).",
  tag: "Employee",
  access: SESSION,
  query: ProfilePictureQuerySchema,
  reply: rawReply("image/jpeg", "The picture (JPEG), 256 × 256."),
});
