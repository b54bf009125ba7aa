import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetDocumentFoldersContract, type DocumentFolder } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { FOLDERS_KEY } from "./documents-keys.ts";

/** GET DocumentManagement/GetFolders: the library's folders with their file counts. */
export const getFolders = (): Promise<DocumentFolder[]> =>
  callContract(GetDocumentFoldersContract, { isSilent: true });

export const foldersQuery = () => queryOptions({ queryKey: FOLDERS_KEY, queryFn: getFolders });

export const useFolders = (isEnabled = true) => useQuery({ ...foldersQuery(), enabled: isEnabled });
