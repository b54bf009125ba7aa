import { CreateFolderContract, type FolderSavedReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { FOLDERS_KEY } from "./documents-keys.ts";

export type CreateFolderBody = { Name: string; ParentId?: number | null };

/** POST DocumentManagement/CreateFolder. */
export const createFolder = (body: CreateFolderBody): Promise<FolderSavedReply> =>
  callContract(CreateFolderContract, { body });

export const useCreateFolder = () => useInvalidatingMutation(createFolder, [FOLDERS_KEY]);
