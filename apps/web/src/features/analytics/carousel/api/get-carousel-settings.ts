import { useQuery } from "@tanstack/react-query";
import { GetCarouselSettingsContract, type CarouselSettingsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useSession } from "../../../auth/index.ts";
import { CAROUSEL_SETTINGS_KEY } from "../../api/analytics-keys.ts";

/** GET Analytics/GetCarouselSettings: the organisation's carousel list and the built-in dashboards it may hold. */
export const getCarouselSettings = (): Promise<CarouselSettingsReply> =>
  callContract(GetCarouselSettingsContract, { isSilent: true });

export const useCarouselSettings = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: [...CAROUSEL_SETTINGS_KEY, user?.EmployeeId] as const,
    queryFn: getCarouselSettings,
    enabled: user !== null,
  });
};
