import { RetireChargeCodeContract, type BillingWriteReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_SETUP_KEY } from "./billing-setup-keys.ts";

export type RetireChargeCodeBody = { Id: number; EffectiveTo: string | null };

/** POST Billing/RetireChargeCode: the code stops applying after this day (today when null). */
export const retireChargeCode = (body: RetireChargeCodeBody): Promise<BillingWriteReply> =>
  callContract(RetireChargeCodeContract, { body });

export const useRetireChargeCode = () => useInvalidatingMutation(retireChargeCode, [BILLING_SETUP_KEY]);
