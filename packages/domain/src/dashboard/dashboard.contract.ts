import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { DashboardSummarySchema } from "./dashboard.schemas.ts";

export const GetDashboardSummaryContract = defineContract({
  method: "GET",
  path: "/Dashboard/GetDashboardSummary",
  summary:
    "The organisation's headline figures for /dashboard; each section is null unless the caller's role holds its module.",
  tag: "Dashboard",
  access: { kind: "module", moduleId: ModuleId.Dashboard, level: AccessRightType.ReadOnly },
  reply: DashboardSummarySchema,
});
