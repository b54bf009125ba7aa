import { queryOptions, useQuery } from "@tanstack/react-query";
import { DecipherResetTokenContract, type DecipherResetTokenReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { RESET_LINK_KEY } from "./reset-link-keys.ts";

/** GET Login/DecipherResetToken: whom a working link is for (a 400 for one that does not work). */
export const decipherResetToken = (token: string): Promise<DecipherResetTokenReply> =>
  callContract(DecipherResetTokenContract, { query: { incomingToken: token } });

export const resetLinkPersonQuery = (token: string) =>
  queryOptions({
    queryKey: [...RESET_LINK_KEY, "person", token] as const,
    queryFn: () => decipherResetToken(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useResetLinkPerson = (token: string, isEnabled: boolean) =>
  useQuery({ ...resetLinkPersonQuery(token), enabled: isEnabled });
