import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetCurrentTermsContract, type TermsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { CURRENT_TERMS_KEY } from "./terms-keys.ts";

/** GET Terms/GetCurrent: the organisation's terms in force (the default text, version 1, until it publishes). */
export const getCurrentTerms = (): Promise<TermsReply> =>
  callContract(GetCurrentTermsContract, { isSilent: true });

export const currentTermsQuery = queryOptions({ queryKey: CURRENT_TERMS_KEY, queryFn: getCurrentTerms });

export const useCurrentTerms = (isEnabled = true) => useQuery({ ...currentTermsQuery, enabled: isEnabled });
