import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { BillingOverviewReplySchema } from "./billing-overview.schemas.ts";

export const GetBillingOverviewContract = defineContract({
  method: "GET",
  path: "/Billing/GetBillingOverview",
  summary: "This month's billing at a glance: batches by state, amounts billed, collected and overdue.",
  tag: "Billing",
  access: { kind: "module", moduleId: ModuleId.Billing, level: AccessRightType.ReadOnly },
  reply: BillingOverviewReplySchema,
});
