import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../auth/index.ts";
import { termsAcceptanceQuery } from "../api/get-terms-acceptance.ts";

/**
 * Tells the signed-in session which terms version is in force at each page load (and on coming back to the tab
 * later), so someone already signed in is asked to accept a version published since they signed in. What the
 * server says only moves the versions forward: an answer older than an acceptance made here changes nothing.
 */
export const TermsAcceptanceWatch = () => {
  const { user, updateUser } = useSession();
  const acceptance = useQuery({
    ...termsAcceptanceQuery(user?.EmployeeId),
    enabled: user !== null,
  });

  // Applying the same answer again changes nothing: the versions only move forward.
  useEffect(() => {
    const reply = acceptance.data;
    if (!user || !reply) return;
    const known: { TermsVersion?: number; TermsAcceptedVersion?: number } = user;
    const termsVersion = Math.max(known.TermsVersion ?? 0, reply.TermsVersion);
    const acceptedVersion = Math.max(known.TermsAcceptedVersion ?? 0, reply.TermsAcceptedVersion);
    if (termsVersion !== known.TermsVersion || acceptedVersion !== known.TermsAcceptedVersion)
      updateUser({ TermsVersion: termsVersion, TermsAcceptedVersion: acceptedVersion });
  }, [acceptance.data, user, updateUser]);

  return null;
};
