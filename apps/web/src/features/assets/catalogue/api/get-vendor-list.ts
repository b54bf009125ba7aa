import { useQuery } from "@tanstack/react-query";
import { GetVendorListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";
import { CATALOGUE_KEY } from "../../api/asset-keys.ts";

/** POST FixedAsset/GetVendorList: a page of the vendors. Silent: the grid shows its own loading state. */
export const getVendorList = listPageCall(GetVendorListContract);

/** Every vendor, by name, for pick lists (an organisation buys from a few dozen at most). */
export const useVendorOptions = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, "vendor-options"] as const,
    queryFn: async () =>
      (await getVendorList({ StartRow: 0, PageSize: 500, SortModel: [], FilterModel: {} })).Rows,
    staleTime: 60_000,
  });
