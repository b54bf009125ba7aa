import { useQuery } from "@tanstack/react-query";
import { GetSiteDetailsTabContract, type SiteDetailsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/GetSiteDetailsTab with the spec's body (SiteId, EmployeeId, Email, LanguageId). */
export const getSiteDetailsTab = (
  siteId: number,
  identity: { EmployeeId: number; Email: string; LanguageId: number },
): Promise<SiteDetailsReply> =>
  callContract(GetSiteDetailsTabContract, { body: { SiteId: siteId, ...identity } });

export const useSiteDetailsTab = (siteId: number) => {
  const { user } = useSession();
  return useQuery({
    queryKey: [...LOCATIONS_KEY, "site-details", siteId] as const,
    queryFn: () =>
      getSiteDetailsTab(siteId, {
        EmployeeId: user?.EmployeeId ?? 0,
        Email: user?.Email ?? "",
        LanguageId: user?.activeLang ?? 1,
      }),
    enabled: user !== null,
  });
};
