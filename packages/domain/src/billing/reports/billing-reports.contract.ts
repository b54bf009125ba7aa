import { defineContract, rawReply } from "../../shared/contract.ts";
import { ModuleId } from "../../permissions/permissions.enums.ts";
import { BillingWriteReplySchema } from "../billing-fields.schemas.ts";
import { DeleteBillingRecordSchema } from "../billing-setup.schemas.ts";
import {
  BILLING_TAG as TAG,
  RO,
  RW,
  StatusReplySchema,
  area,
  billingCapability,
} from "../billing-access.contract.ts";
import {
  BillingReportDefinitionsReplySchema,
  BillingReportParamsSchema,
  BillingReportSchema,
  DownloadBillingReportSchema,
  SaveBillingReportDefinitionSchema,
} from "./billing-reports.schemas.ts";

const REPORTS_RO = area(ModuleId.BillingReports, RO);
const REPORTS_RW = area(ModuleId.BillingReports, RW);

export const RunBillingReportContract = defineContract({
  method: "POST",
  path: "/Billing/RunBillingReport",
  summary:
    "A billing report on its parameters: revenue by client and period, aging, arrears, tax collected or tech-recon differences.",
  tag: TAG,
  access: REPORTS_RO,
  body: BillingReportParamsSchema,
  reply: BillingReportSchema,
});

export const DownloadBillingReportContract = defineContract({
  method: "POST",
  path: "/Billing/DownloadBillingReport",
  summary: "A billing report as an xlsx workbook or a PDF ('download' capability).",
  tag: TAG,
  access: billingCapability(ModuleId.BillingDownload),
  body: DownloadBillingReportSchema,
  reply: rawReply("application/octet-stream", "The report as xlsx or pdf."),
});

export const GetBillingReportDefinitionsContract = defineContract({
  method: "GET",
  path: "/Billing/GetBillingReportDefinitions",
  summary: "The report definitions the signed-in person saved, newest first.",
  tag: TAG,
  access: REPORTS_RO,
  reply: BillingReportDefinitionsReplySchema,
});

export const SaveBillingReportDefinitionContract = defineContract({
  method: "POST",
  path: "/Billing/SaveBillingReportDefinition",
  summary: "Saves a report's kind and parameters under a name (adds, or changes one of the person's own).",
  tag: TAG,
  access: REPORTS_RW,
  body: SaveBillingReportDefinitionSchema,
  reply: BillingWriteReplySchema,
});

export const DeleteBillingReportDefinitionContract = defineContract({
  method: "POST",
  path: "/Billing/DeleteBillingReportDefinition",
  summary: "Deletes one of the person's own report definitions.",
  tag: TAG,
  access: REPORTS_RW,
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});
