import { RenameFolderContract, type FolderSavedReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { FOLDERS_KEY } from "./documents-keys.ts";

export type RenameFolderBody = { FolderId: number; Name: string };

/** POST DocumentManagement/RenameFolder. */
export const renameFolder = (body: RenameFolderBody): Promise<FolderSavedReply> =>
  callContract(RenameFolderContract, { body });

export const useRenameFolder = () => useInvalidatingMutation(renameFolder, [FOLDERS_KEY]);
