import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetClientRegisteredDbCleanContract, type SignInMethodsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** GET Login/GetClientRegisteredDbClean?email=: the sign-in methods of the address's domain (silent). */
export const getSignInMethods = (email: string): Promise<SignInMethodsReply> =>
  callContract(GetClientRegisteredDbCleanContract, { query: { email }, isSilent: true });

export const signInMethodsQuery = (email: string) =>
  queryOptions({
    queryKey: ["sign-in-methods", email.toLowerCase()] as const,
    queryFn: () => getSignInMethods(email),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The methods of `email` once it is a whole address (null: look nothing up). */
export const useSignInMethods = (email: string | null) =>
  useQuery({ ...signInMethodsQuery(email ?? ""), enabled: email !== null });
