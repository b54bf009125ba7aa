import { useCallback, useEffect, useRef, useState } from "react";
import type { ListQuery, ListReply } from "@fieldstead/domain";

/** A list's request without its paging: the order, filters, search and the page's own conditions. */
export type CardListQuery<Extra extends object> = Omit<ListQuery, "StartRow" | "PageSize" | "After"> & Extra;

export type CardPages<Row> = {
  rows: Row[];
  /** Rows matching the request; null until the first page arrives. */
  total: number | null;
  /** The first page on its way, in the list, or refused (with the reason). */
  status: "loading" | "ready" | "failed";
  error: string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last 'more' failed; null when it did not. */
  moreError: string | null;
  /** Reads the next page after the last row's cursor (nothing while one is on its way, or at the end). */
  loadMore: () => void;
  /** Reads the list again from its first page. */
  retry: () => void;
};

type Pages<Row> = {
  rows: Row[];
  ids: Set<string>;
  /** Where the next page starts: the rows the replies held so far (the cursor names this position). */
  position: number;
  total: number | null;
  next: string | null;
  status: CardPages<Row>["status"];
  error: string | null;
  isLoadingMore: boolean;
  moreError: string | null;
};

const FIRST: Pages<never> = {
  rows: [],
  ids: new Set(),
  position: 0,
  total: null,
  next: null,
  status: "loading",
  error: null,
  isLoadingMore: false,
  moreError: null,
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export type CardPagesOptions<Row, Extra extends object> = {
  fetchPage: (query: ListQuery & Extra) => Promise<ListReply<Row>>;
  query: CardListQuery<Extra>;
  getRowId: (row: Row) => string;
  pageSize: number;
  /** Change it to read the rows again. */
  reloadKey?: number;
};

/**
 * A list read page by page as it is scrolled: the first page, then each next one after the cursor the last
 * reply named. A new request (another filter, search or order) starts over; replies to an older one are dropped.
 */
export const useCardPages = <Row, Extra extends object>({
  fetchPage,
  query,
  getRowId,
  pageSize,
  reloadKey = 0,
}: CardPagesOptions<Row, Extra>): CardPages<Row> => {
  const [pages, setPages] = useState<Pages<Row>>(FIRST);
  const [attempt, setAttempt] = useState(0);
  const pagesRef = useRef(pages);
  const generation = useRef(0);
  // The page's functions may be new on each render; the reads use the latest.
  const fetchRef = useRef(fetchPage);
  const rowIdRef = useRef(getRowId);
  useEffect(() => {
    fetchRef.current = fetchPage;
    rowIdRef.current = getRowId;
  }, [fetchPage, getRowId]);
  const queryKey = JSON.stringify(query);

  const update = useCallback((next: Pages<Row>) => {
    pagesRef.current = next;
    setPages(next);
  }, []);

  const read = useCallback(
    (
      startRow: number,
      after: string | null,
      onReply: (reply: ListReply<Row>) => void,
      onFail: (e: unknown) => void,
    ) => {
      const mine = generation.current;
      const request = {
        ...(JSON.parse(queryKey) as CardListQuery<Extra>),
        StartRow: startRow,
        PageSize: pageSize,
        After: after,
      };
      fetchRef.current(request as ListQuery & Extra).then(
        (reply) => mine === generation.current && onReply(reply),
        (error: unknown) => mine === generation.current && onFail(error),
      );
    },
    [queryKey, pageSize],
  );

  const append = useCallback((base: Pages<Row>, reply: ListReply<Row>): Pages<Row> => {
    const ids = new Set(base.ids);
    const fresh = reply.Rows.filter((row) => {
      const id = rowIdRef.current(row);
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    });
    return {
      ...base,
      rows: [...base.rows, ...fresh],
      ids,
      position: base.position + reply.Rows.length,
      total: reply.TotalCount,
      next: reply.NextCursor,
      status: "ready",
      error: null,
      isLoadingMore: false,
      moreError: null,
    };
  }, []);

  useEffect(() => {
    generation.current += 1;
    update(FIRST);
    read(
      0,
      null,
      (reply) => update(append(FIRST, reply)),
      (error) => update({ ...FIRST, status: "failed", error: messageOf(error) }),
    );
  }, [read, append, update, attempt, reloadKey]);

  const loadMore = useCallback(() => {
    const now = pagesRef.current;
    if (now.status !== "ready" || now.next === null || now.isLoadingMore) return;
    update({ ...now, isLoadingMore: true, moreError: null });
    read(
      now.position,
      now.next,
      (reply) => update(append(pagesRef.current, reply)),
      (error) => update({ ...pagesRef.current, isLoadingMore: false, moreError: messageOf(error) }),
    );
  }, [read, append, update]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    rows: pages.rows,
    total: pages.total,
    status: pages.status,
    error: pages.error,
    hasMore: pages.next !== null,
    isLoadingMore: pages.isLoadingMore,
    moreError: pages.moreError,
    loadMore,
    retry,
  };
};
