import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SignInSecurityReply, GetSignInSecurityContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** GET Employee/GetSignInSecurity: the caller's authenticator app and recovery codes left. */
export const getSignInSecurity = (): Promise<SignInSecurityReply> => callContract(GetSignInSecurityContract);

export const signInSecurityQueryKey = ["sign-in-security"] as const;

export const signInSecurityQuery = queryOptions({
  queryKey: signInSecurityQueryKey,
  queryFn: getSignInSecurity,
});

export const useSignInSecurity = () => useQuery(signInSecurityQuery);
