import { useInfiniteQuery } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { formatDateTime } from "../../lib/format.ts";
import { PageLoader } from "./page-loader.tsx";

/** One recorded change: what happened, who and when, and each field's old and new value. */
export type HistoryListEntry = {
  Id: number;
  Action: string;
  Summary: string;
  EmployeeName: string;
  CreatedAt: string;
  Changes: readonly { Field: string; From: string | null; To: string | null }[];
};

/** Where the entries come from: newest first, a page at a time; `NextBefore` reads the next page. */
export type HistorySource = {
  queryKey: readonly unknown[];
  fetchPage: (
    before: number | null,
  ) => Promise<{ Entries: readonly HistoryListEntry[]; NextBefore: number | null }>;
};

export type HistoryListProps = {
  source: HistorySource;
  /**
   * 'cards': each entry a box of its own, its time beside the summary ('Updated by …');
   * 'rows': one box of entries under each other ('name · time').
   */
  layout: "cards" | "rows";
};

const EMPTY = "(empty)";
const NOTHING_YET = "Nothing has been recorded yet.";

/** 'StatusChanged' → 'Status changed'. */
const actionWords = (action: string) =>
  action.replace(/([a-z])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);

const Changes = ({ entry, spacing }: { entry: HistoryListEntry; spacing: number }) =>
  entry.Changes.length > 0 ? (
    <Box component="ul" sx={{ m: 0, mt: spacing, pl: 2.5 }}>
      {entry.Changes.map((change, index) => (
        <Typography
          component="li"
          variant="body2"
          key={`${change.Field}-${index}`}
          sx={{ overflowWrap: "anywhere" }}
        >
          <strong>{change.Field}</strong>: {change.From ?? EMPTY} → {change.To ?? EMPTY}
        </Typography>
      ))}
    </Box>
  ) : null;

const Card = ({ entry }: { entry: HistoryListEntry }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }}>
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ justifyContent: "space-between" }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{entry.Summary}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
        {formatDateTime(entry.CreatedAt)}
      </Typography>
    </Stack>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {actionWords(entry.Action)} by {entry.EmployeeName}
    </Typography>
    <Changes entry={entry} spacing={1} />
  </Paper>
);

const Row = ({ entry }: { entry: HistoryListEntry }) => (
  <ListItem
    disableGutters
    sx={{
      display: "block",
      py: 1.5,
      borderBottom: 1,
      borderColor: "divider",
      "&:last-of-type": { borderBottom: 0 },
    }}
  >
    <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{entry.Summary}</Typography>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {`${entry.EmployeeName} · ${formatDateTime(entry.CreatedAt)}`}
    </Typography>
    <Changes entry={entry} spacing={0.5} />
  </ListItem>
);

/** A record's history: newest first, who and when, each field From → To, and 'Load more' for older entries. */
export const HistoryList = ({ source, layout }: HistoryListProps) => {
  const history = useInfiniteQuery({
    queryKey: source.queryKey,
    queryFn: ({ pageParam }) => source.fetchPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.NextBefore,
  });
  const isCards = layout === "cards";
  if (history.isPending)
    return isCards ? <CircularProgress aria-label="Loading the history" /> : <PageLoader />;
  if (history.isError)
    return <Alert severity="error">{`The history could not be loaded: ${history.error.message}`}</Alert>;
  const entries = history.data.pages.flatMap((page) => page.Entries);
  const loadMore = history.hasNextPage && (
    <Button
      variant={isCards ? "outlined" : "text"}
      onClick={() => void history.fetchNextPage()}
      disabled={history.isFetchingNextPage}
    >
      Load more
    </Button>
  );
  if (isCards)
    return (
      <Stack spacing={1.5}>
        {entries.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>{NOTHING_YET}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} aria-label="History" sx={{ m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Card key={entry.Id} entry={entry} />
            ))}
          </Stack>
        )}
        {loadMore && <Box>{loadMore}</Box>}
      </Stack>
    );
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
      {entries.length === 0 ? (
        <Typography sx={{ py: 2, color: "text.secondary" }}>{NOTHING_YET}</Typography>
      ) : (
        <List aria-label="History" disablePadding>
          {entries.map((entry) => (
            <Row key={entry.Id} entry={entry} />
          ))}
        </List>
      )}
      {loadMore && <Stack sx={{ alignItems: "center", py: 1.5 }}>{loadMore}</Stack>}
    </Paper>
  );
};
