import { z } from "zod";
import { VerificationStateSchema } from "../assets/assets.enum-schemas.ts";

/** The organisation's headline figures; each section is null unless the caller's role holds its module. */
export const DashboardSummarySchema = z.object({
  OrgName: z.string(),
  GeneratedAt: z.string(),
  WorkOrders: z
    .object({
      Open: z.number().int(),
      Overdue: z.number().int(),
      /** Open statuses with at least one work order, most first. */
      ByStatus: z.array(
        z.object({ StatusId: z.number().int(), StatusName: z.string(), Count: z.number().int() }),
      ),
    })
    .nullable(),
  Assets: z
    .object({
      Total: z.number().int(),
      ByVerification: z.array(z.object({ State: VerificationStateSchema, Count: z.number().int() })),
    })
    .nullable(),
  Leases: z
    .object({
      Active: z.number().int(),
      Total: z.number().int(),
      BillingDue: z.number().int(),
      ExpiringWithin90Days: z.number().int(),
    })
    .nullable(),
  Locations: z.object({ Sites: z.number().int(), Total: z.number().int() }).nullable(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
