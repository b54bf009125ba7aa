import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetWarehousesContract, type GetWarehousesReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { WAREHOUSE_KEY } from "../../requests/api/request-keys.ts";

/** GET FixedAsset/GetWarehouses: the organisation's warehouses with what each holds. */
export const getWarehouses = (): Promise<GetWarehousesReply> =>
  callContract(GetWarehousesContract, { isSilent: true });

export const warehousesQuery = queryOptions({
  queryKey: [...WAREHOUSE_KEY, "list"] as const,
  queryFn: getWarehouses,
});

export const useWarehouses = (isEnabled = true) => useQuery({ ...warehousesQuery, enabled: isEnabled });
