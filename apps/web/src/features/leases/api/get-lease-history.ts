import { GetLeaseHistoryContract, type HistoryReply } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { leaseKeys } from "./lease-keys.ts";

const PAGE_SIZE = 20;

/** GET Lease/GetLeaseHistory: a lease's changes, status moves and payment steps, newest first. */
export const getLeaseHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract(GetLeaseHistoryContract, {
    query: { Id: id, PageSize: PAGE_SIZE, ...(before ? { Before: before } : {}) },
  });

export const leaseHistorySource = (id: number): HistorySource => ({
  queryKey: leaseKeys.history(id),
  fetchPage: (before) => getLeaseHistory(id, before),
});
