import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import { defineContract } from "../../shared/contract.ts";
import { IdQuerySchema } from "../../shared/id.schemas.ts";
import {
  InitiatePaymentRunSchema,
  PaymentQueueReplySchema,
  PaymentRunDetailSchema,
  PaymentRunReplySchema,
  ProcessPaymentRunSchema,
} from "./payment-runs.schemas.ts";

const TAG = "Billing";
/** Payment Processing is a page of the Billing screen (40); its steps are capabilities checked in the service. */
const billing = (level: 1 | 2) => ({ kind: "module", moduleId: ModuleId.Billing, level }) as const;

export const GetPaymentQueueContract = defineContract({
  method: "GET",
  path: "/Billing/GetPaymentQueue",
  summary: "The approved bills of active leases not yet in a payment run, their total, and the runs.",
  tag: TAG,
  access: billing(AccessRightType.ReadOnly),
  reply: PaymentQueueReplySchema,
});

export const InitiatePaymentRunContract = defineContract({
  method: "POST",
  path: "/Billing/InitiatePaymentRun",
  summary:
    "Puts the chosen approved bills (or all of them) in a new payment run and marks them Payment initiated ('initiate payment' capability); a repeated RequestId answers the first run.",
  tag: TAG,
  access: billing(AccessRightType.ReadWrite),
  body: InitiatePaymentRunSchema,
  reply: PaymentRunReplySchema,
});

export const ProcessPaymentRunContract = defineContract({
  method: "POST",
  path: "/Billing/ProcessPaymentRun",
  summary:
    "Pays every bill of a run in full, each with its transaction id, and marks the run processed ('process payment' capability); a processed run answers as before.",
  tag: TAG,
  access: billing(AccessRightType.ReadWrite),
  body: ProcessPaymentRunSchema,
  reply: PaymentRunReplySchema,
});

export const GetPaymentRunContract = defineContract({
  method: "GET",
  path: "/Billing/GetPaymentRun",
  summary: "One payment run with its bills, their transaction ids and payment statuses.",
  tag: TAG,
  access: billing(AccessRightType.ReadOnly),
  query: IdQuerySchema,
  reply: PaymentRunDetailSchema,
});
