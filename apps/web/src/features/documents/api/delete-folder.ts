import { DeleteFolderContract, type FolderSavedReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { FOLDERS_KEY } from "./documents-keys.ts";

/** POST DocumentManagement/DeleteFolder: an empty folder only (the server says so otherwise). */
export const deleteFolder = (folderId: number): Promise<FolderSavedReply> =>
  callContract(DeleteFolderContract, { body: { FolderId: folderId } });

export const useDeleteFolder = () => useInvalidatingMutation(deleteFolder, [FOLDERS_KEY]);
