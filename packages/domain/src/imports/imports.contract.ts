import { defineContract, rawReply } from "../shared/contract.ts";
import {
  ImportJobQuerySchema,
  ImportJobSchema,
  ImportTemplateQuerySchema,
  StartImportQuerySchema,
  StartImportReplySchema,
} from "./imports.schemas.ts";

const TAG = "Imports";
// Each kind's bulk-create right (IMPORT_MODULES) is checked by the service.
const SESSION = { kind: "session" } as const;

export const StartImportContract = defineContract({
  method: "POST",
  path: "/Bulk/Import",
  summary:
    "Starts a bulk import of locations or assets from one .xlsx or .csv file (multipart); answers with a job to follow.",
  tag: TAG,
  access: SESSION,
  query: StartImportQuerySchema,
  reply: StartImportReplySchema,
});

export const GetImportJobContract = defineContract({
  method: "GET",
  path: "/Bulk/GetImportJob",
  summary: "One of the caller's imports: phase, progress, and the report of refused rows (ImportJob).",
  tag: TAG,
  access: SESSION,
  query: ImportJobQuerySchema,
  reply: ImportJobSchema,
});

export const GetImportTemplateContract = defineContract({
  method: "GET",
  path: "/Bulk/GetImportTemplate",
  summary: "An .xlsx template with the columns an import of the kind reads.",
  tag: TAG,
  access: SESSION,
  query: ImportTemplateQuerySchema,
  reply: rawReply(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "The kind's import template (.xlsx), as an attachment.",
  ),
});
