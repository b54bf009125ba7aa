import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetDefaultTermsContract, type TermsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TERMS_KEY } from "./terms-keys.ts";

/** GET Terms/GetDefault: the product's default terms, for someone not signed in. */
export const getDefaultTerms = (): Promise<TermsReply> =>
  callContract(GetDefaultTermsContract, { isSilent: true });

export const defaultTermsQuery = queryOptions({
  queryKey: [...TERMS_KEY, "default"] as const,
  queryFn: getDefaultTerms,
  // The default text changes only with a new release of the product.
  staleTime: Infinity,
});

export const useDefaultTerms = (isEnabled = true) => useQuery({ ...defaultTermsQuery, enabled: isEnabled });
