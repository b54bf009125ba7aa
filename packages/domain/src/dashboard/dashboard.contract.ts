import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import type { VerificationStateValue } from "../assets/assets.enums.ts";

export const GetDashboardSummaryContract = defineContract({
  method: "GET",
  path: "/Dashboard/GetDashboardSummary",
  summary:
    "The organisation's headline figures for /dashboard; each section is null unless the caller's role holds its module.",
  tag: "Dashboard",
  access: { kind: "module", moduleId: ModuleId.Dashboard, level: AccessRightType.ReadOnly },
});

export type DashboardSummary = {
  OrgName: string;
  GeneratedAt: string;
  WorkOrders: null | {
    Open: number;
    Overdue: number;
    /** Open statuses with at least one work order, most first. */
    ByStatus: { StatusId: number; StatusName: string; Count: number }[];
  };
  Assets: null | { Total: number; ByVerification: { State: VerificationStateValue; Count: number }[] };
  Leases: null | { Active: number; Total: number; BillingDue: number; ExpiringWithin90Days: number };
  Locations: null | { Sites: number; Total: number };
};
