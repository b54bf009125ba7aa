import { queryOptions, useQuery } from "@tanstack/react-query";
import { ValidateResetPasswordLinkContract, type ValidateResetLinkReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { RESET_LINK_KEY } from "./reset-link-keys.ts";

/** GET Login/ValidateResetPasswordLink: whether the link works, and if not why. */
export const validateResetLink = (token: string): Promise<ValidateResetLinkReply> =>
  callContract(ValidateResetPasswordLinkContract, { query: { token } });

export const resetLinkCheckQuery = (token: string) =>
  queryOptions({
    queryKey: [...RESET_LINK_KEY, "check", token] as const,
    queryFn: () => validateResetLink(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useResetLinkCheck = (token: string) =>
  useQuery({ ...resetLinkCheckQuery(token), enabled: token !== "" });
