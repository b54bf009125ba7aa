import { StartImportContract, type ImportKindId, type StartImportReply } from "@fieldstead/domain";
import { uploadContractFile } from "../../../lib/file-calls.ts";

/** POST Bulk/Import: the file as multipart form data; answers the job's id. */
export const startImport = (kind: ImportKindId, file: File): Promise<StartImportReply> =>
  uploadContractFile(StartImportContract, { query: { ImportKind: kind }, file });
