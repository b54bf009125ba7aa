import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetBatchContract, type BatchDetail } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { invoicingKeys } from "./invoicing-keys.ts";

/** GET Billing/GetBatch: a batch with its invoices, totals, history and the moves this person may take. */
export const getBatch = (id: number): Promise<BatchDetail> =>
  callContract(GetBatchContract, { query: { Id: id } });

export const batchQuery = (id: number) =>
  queryOptions({ queryKey: invoicingKeys.batch(id), queryFn: () => getBatch(id) });

export const useBatch = (id: number | null) => useQuery({ ...batchQuery(id ?? 0), enabled: id !== null });
