import { useEffect, useRef } from "react";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { ListQuery, ListReply } from "@fieldstead/domain";
import type { CardMapping } from "./card-mapping.tsx";
import { DataCard } from "./data-card.tsx";
import { EMPTY_FILTERED_TEXT, EMPTY_TEXT } from "./grid-overlay.tsx";
import { useCardPages, type CardListQuery } from "./use-card-pages.ts";

/** Rows a phone reads at a time: a few screens of cards. */
export const CARD_PAGE_SIZE = 25;
/** The next page is asked for this far before the last card comes into view. */
const AHEAD_MARGIN = "0px 0px 600px 0px";

export type CardListProps<Row, Extra extends object> = {
  /** What the cards are ('Tasks and work orders'): the list's accessible name. */
  label: string;
  fetchPage: (query: ListQuery & Extra) => Promise<ListReply<Row>>;
  /** The request without paging (order, filters, search and the page's conditions); a new one starts over. */
  query: CardListQuery<Extra>;
  getRowId: (row: Row) => string;
  card: CardMapping<Row>;
  /** The card's main action: opening the record. */
  onOpen?: (row: Row) => void;
  /** Whether a filter or a search narrows the rows (an empty list then says the filters found nothing). */
  isFiltered: boolean;
  reloadKey?: number;
  pageSize?: number;
  /** Told the number of matching rows whenever it is known anew (null while the first page loads). */
  onTotalChange?: (total: number | null) => void;
};

/**
 * A list as cards, for phones: the same server list as the grid, read a page at a time as the last card
 * comes into view (or 'Show more' is pressed), with loading, empty and failed states.
 */
export const CardList = <Row, Extra extends object>({
  label,
  fetchPage,
  query,
  getRowId,
  card,
  onOpen,
  isFiltered,
  reloadKey = 0,
  pageSize = CARD_PAGE_SIZE,
  onTotalChange,
}: CardListProps<Row, Extra>) => {
  const pages = useCardPages({ fetchPage, query, getRowId, pageSize, reloadKey });
  const { rows, total, status, hasMore, isLoadingMore, moreError, loadMore } = pages;
  const totalRef = useRef(onTotalChange);
  useEffect(() => {
    totalRef.current = onTotalChange;
  }, [onTotalChange]);
  useEffect(() => totalRef.current?.(total), [total]);

  // The sentinel below the last card: in view (or nearly), the next page is read. Watched anew after each
  // page, so a sentinel still in view after a short page asks again.
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = status === "ready" && hasMore && !isLoadingMore && moreError === null;
  useEffect(() => {
    const element = sentinel.current;
    if (!canLoadMore || !element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore, rows.length]);

  if (status === "loading")
    return (
      <Stack
        role="status"
        direction="row"
        spacing={1.5}
        sx={{ alignItems: "center", py: 4, justifyContent: "center" }}
      >
        <CircularProgress size={22} />
        <Typography>Loading rows…</Typography>
      </Stack>
    );
  if (status === "failed")
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={pages.retry}>
            Retry
          </Button>
        }
      >
        The rows could not be loaded. {pages.error}
      </Alert>
    );
  if (rows.length === 0)
    return (
      <Typography sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
        {isFiltered ? EMPTY_FILTERED_TEXT : EMPTY_TEXT}
      </Typography>
    );
  return (
    <Box>
      <Stack component="ul" aria-label={label} spacing={1} sx={{ m: 0, p: 0 }}>
        {rows.map((row) => (
          <DataCard key={getRowId(row)} row={row} card={card} {...(onOpen ? { onOpen } : {})} />
        ))}
      </Stack>
      <Box ref={sentinel} sx={{ display: "flex", justifyContent: "center", py: 2, minHeight: 56 }}>
        {isLoadingMore ? (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <CircularProgress size={20} />
            <Typography>Loading more…</Typography>
          </Stack>
        ) : moreError !== null ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={loadMore}>
                Retry
              </Button>
            }
          >
            More rows could not be loaded. {moreError}
          </Alert>
        ) : hasMore ? (
          <Button variant="text" onClick={loadMore}>
            Show more
          </Button>
        ) : null}
      </Box>
    </Box>
  );
};
