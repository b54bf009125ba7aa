import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetChargeProfileContract, type ChargeProfileReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { billingSetupKeys } from "./billing-setup-keys.ts";

/** GET Billing/GetChargeProfile: a client's charge profile, the codes that apply with their rates and discounts. */
export const getChargeProfile = (clientId: number): Promise<ChargeProfileReply> =>
  callContract(GetChargeProfileContract, { query: { ClientId: clientId } });

export const chargeProfileQuery = (clientId: number) =>
  queryOptions({ queryKey: billingSetupKeys.profile(clientId), queryFn: () => getChargeProfile(clientId) });

export const useChargeProfile = (clientId: number | null) =>
  useQuery({ ...chargeProfileQuery(clientId ?? 0), enabled: clientId !== null });
