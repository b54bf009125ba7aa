import { queryOptions } from "@tanstack/react-query";
import { GetTermsAcceptanceContract, type TermsAcceptanceReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TERMS_ACCEPTANCE_KEY } from "./terms-keys.ts";

/** Checked again when the tab comes back into view after this long (a new version may have been published). */
const RECHECK_AFTER_MS = 5 * 60 * 1000;

/** GET Terms/GetAcceptance: the organisation's current terms version and the one the caller last accepted. */
export const getTermsAcceptance = (): Promise<TermsAcceptanceReply> =>
  callContract(GetTermsAcceptanceContract, { isSilent: true });

/** Asked once per page load, and again on coming back to the tab after five minutes. */
export const termsAcceptanceQuery = (employeeId: number | undefined) =>
  queryOptions({
    queryKey: [...TERMS_ACCEPTANCE_KEY, employeeId] as const,
    queryFn: getTermsAcceptance,
    staleTime: RECHECK_AFTER_MS,
    refetchOnWindowFocus: true,
  });
