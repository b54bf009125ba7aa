import { z } from "zod";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";

export const BILLING_TAG = "Billing";
export const RO = AccessRightType.ReadOnly;
export const RW = AccessRightType.ReadWrite;
/** The Billing screen (40): clients, charge codes and profiles. */
export const billing = (level: 1 | 2) => ({ kind: "module", moduleId: ModuleId.Billing, level }) as const;
/** A billing area under Billing (41–45). */
export const area = (moduleId: number, level: 1 | 2) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Billing, level }) as const;
/** A billing capability (1100–1113, operations under Billing) at read-write. */
export const billingCapability = (moduleId: number) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Billing, level: AccessRightType.ReadWrite }) as const;

export const StatusReplySchema = z.object({ StatusCode: z.number().int(), StatusMessage: z.string() });
