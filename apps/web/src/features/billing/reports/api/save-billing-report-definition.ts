import {
  SaveBillingReportDefinitionContract,
  type BillingWriteReply,
  type SaveBillingReportDefinition,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { REPORT_DEFINITIONS_KEY } from "./billing-report-keys.ts";

/** POST Billing/SaveBillingReportDefinition: a report's parameters under a name; with Id, a rename of one. */
export const saveBillingReportDefinition = (body: SaveBillingReportDefinition): Promise<BillingWriteReply> =>
  callContract(SaveBillingReportDefinitionContract, { body });

export const useSaveBillingReportDefinition = () =>
  useInvalidatingMutation(saveBillingReportDefinition, [REPORT_DEFINITIONS_KEY]);
