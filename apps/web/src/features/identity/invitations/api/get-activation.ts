import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetActivationContract, type ActivationReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** GET Employee/ActivateEmployee?token=…: whether the invitation link works, and for whom. */
export const getActivation = (token: string): Promise<ActivationReply> =>
  callContract(GetActivationContract, { query: { token }, isSilent: true });

export const activationQuery = (token: string) =>
  queryOptions({
    queryKey: ["activation", token] as const,
    queryFn: () => getActivation(token),
    // The link's state changes only by using it: no refetch behind the person's back.
    staleTime: Infinity,
    retry: false,
  });

export const useActivation = (token: string) =>
  useQuery({ ...activationQuery(token), enabled: token !== "" });
