import { DeleteBillingReportDefinitionContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { REPORT_DEFINITIONS_KEY } from "./billing-report-keys.ts";

/** POST Billing/DeleteBillingReportDefinition: one of the person's own definitions goes. */
export const deleteBillingReportDefinition = (body: {
  Id: number;
}): Promise<ContractReply<typeof DeleteBillingReportDefinitionContract>> =>
  callContract(DeleteBillingReportDefinitionContract, { body });

export const useDeleteBillingReportDefinition = () =>
  useInvalidatingMutation(deleteBillingReportDefinition, [REPORT_DEFINITIONS_KEY]);
