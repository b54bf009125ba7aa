import { useInfiniteQuery } from "@tanstack/react-query";
import { GetLocationHistoryContract, type HistoryReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

const PAGE_SIZE = 25;

/** POST Location/GetLocationHistory: newest first, a page at a time ('Load more' reads the next). */
export const getLocationHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract<HistoryReply>(GetLocationHistoryContract, {
    body: { Id: id, PageSize: PAGE_SIZE, ...(before === null ? {} : { Before: before }) },
  });

export const useLocationHistory = (id: number) =>
  useInfiniteQuery({
    queryKey: [...LOCATIONS_KEY, "history", id] as const,
    queryFn: ({ pageParam }) => getLocationHistory(id, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.NextBefore,
  });
