import { type UploadProfilePictureReply, UploadProfilePictureContract } from "@fieldstead/domain";
import { uploadContractFile } from "../../../../lib/file-calls.ts";

/** POST Employee/UploadProfilePicture: the cropped picture; answers the path to set it with. */
export const uploadProfilePicture = (file: File): Promise<UploadProfilePictureReply> =>
  uploadContractFile(UploadProfilePictureContract, { file });
