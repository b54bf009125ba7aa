import { ImportUsersContract, type ImportUsersReply } from "@fieldstead/domain";
import { uploadContractFile } from "../../../../lib/file-calls.ts";

/** POST Employee/ImportUsers: the file as multipart form data; answers each row's outcome. */
export const importUsers = (file: File): Promise<ImportUsersReply> =>
  uploadContractFile(ImportUsersContract, { file });
